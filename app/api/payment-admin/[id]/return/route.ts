import { adminReviewRoutes } from "@/lib/server/finance-review-routes";

/** `{ comment }`: returns a PENDING item to its owner for information (NEEDS_INFO). */
export const PATCH = adminReviewRoutes("payment").return.PATCH;
