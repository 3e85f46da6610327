import { grantRoutes } from "@/lib/server/content-routes";

/** Revokes this user's grant on this item. */
export const DELETE = grantRoutes("module").revokeOne;
