import { adminReviewRoutes } from "@/lib/server/finance-review-routes";

const routes = adminReviewRoutes("payment_request");
export const GET = routes.comments.GET;
export const POST = routes.comments.POST;
