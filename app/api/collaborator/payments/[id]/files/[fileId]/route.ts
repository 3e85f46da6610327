import { collaboratorFinanceRoutes } from "@/lib/server/finance-routes";

/** One receipt of an own item: DELETE removes it; PATCH `{ accessKey }` types its NF-e key. */
export const DELETE = collaboratorFinanceRoutes("payment").receipt.DELETE;
export const PATCH = collaboratorFinanceRoutes("payment").receipt.PATCH;
