import { grantRoutes } from "@/lib/server/content-routes";

const routes = grantRoutes("submodule");

/**
 * Grants every listed item to every listed user (idempotent); DELETE with the same body revokes.
 */
export const POST = routes.grant;
export const DELETE = routes.revoke;
