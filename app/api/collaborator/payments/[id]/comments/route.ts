import { collaboratorReviewRoutes } from "@/lib/server/finance-review-routes";

const routes = collaboratorReviewRoutes("payment");
export const GET = routes.comments.GET;
export const POST = routes.comments.POST;
