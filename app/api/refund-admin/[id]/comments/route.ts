import { adminReviewRoutes } from "@/lib/server/finance-review-routes";

const routes = adminReviewRoutes("refund");
export const GET = routes.comments.GET;
export const POST = routes.comments.POST;
