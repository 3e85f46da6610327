import { adminFinanceRoutes } from "@/lib/server/finance-routes";

const routes = adminFinanceRoutes("payment_request");
export const GET = routes.item.GET;
/** Edits fields, or moves the item with `{status, reason}`. */
export const PATCH = routes.item.PATCH;
