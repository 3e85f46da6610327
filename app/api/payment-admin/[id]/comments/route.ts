import { adminReviewRoutes } from "@/lib/server/finance-review-routes";

const routes = adminReviewRoutes("payment");
export const GET = routes.comments.GET;
export const POST = routes.comments.POST;
