import { collaboratorReviewRoutes } from "@/lib/server/finance-review-routes";

const routes = collaboratorReviewRoutes("payment_request");
export const GET = routes.comments.GET;
export const POST = routes.comments.POST;
