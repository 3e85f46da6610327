import { collaboratorReviewRoutes } from "@/lib/server/finance-review-routes";

/** Sends an item waiting for information back to the admins (PENDING). */
export const PATCH = collaboratorReviewRoutes("refund").resubmit.PATCH;
