import { grantRoutes } from "@/lib/server/content-routes";

const routes = grantRoutes("training");

/** Revokes this user's grant on this item. */
export const DELETE = routes.revokeOne;
/** Changes the last day of this user's grant (`{ "validUntil": "AAAA-MM-DD" | null }`). */
export const PATCH = routes.setValidity;
