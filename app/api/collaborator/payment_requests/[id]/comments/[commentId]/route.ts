import { collaboratorReviewRoutes } from "@/lib/server/finance-review-routes";

/** The author's correction, within the first minutes. */
export const PATCH = collaboratorReviewRoutes("payment_request").comment.PATCH;
