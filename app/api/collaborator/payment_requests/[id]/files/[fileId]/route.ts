import { collaboratorFinanceRoutes } from "@/lib/server/finance-routes";

/** One receipt of an own item: DELETE removes it; PATCH `{ accessKey }` types its NF-e key. */
export const DELETE = collaboratorFinanceRoutes("payment_request").receipt.DELETE;
export const PATCH = collaboratorFinanceRoutes("payment_request").receipt.PATCH;
