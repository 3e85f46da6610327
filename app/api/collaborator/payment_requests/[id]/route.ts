import { collaboratorFinanceRoutes } from "@/lib/server/finance-routes";

const routes = collaboratorFinanceRoutes("payment_request");
export const GET = routes.item.GET;
export const PATCH = routes.item.PATCH;
/** The owner's cancel: the item becomes CANCELLED (the row is kept). */
export const DELETE = routes.item.DELETE;
