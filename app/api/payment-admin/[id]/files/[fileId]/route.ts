import { adminFinanceRoutes } from "@/lib/server/finance-routes";

/** One receipt of an item: DELETE removes it; PATCH `{ accessKey }` types its NF-e key. */
export const DELETE = adminFinanceRoutes("payment").receipt.DELETE;
export const PATCH = adminFinanceRoutes("payment").receipt.PATCH;
