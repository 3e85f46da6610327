import { collaboratorReviewRoutes } from "@/lib/server/finance-review-routes";

/** The author's correction, within the first minutes. */
export const PATCH = collaboratorReviewRoutes("refund").comment.PATCH;
