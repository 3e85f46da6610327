import { adminReviewRoutes } from "@/lib/server/finance-review-routes";

/** The author's correction, within the first minutes. */
export const PATCH = adminReviewRoutes("payment_request").comment.PATCH;
