import { financeTypeRoutes } from "@/lib/server/finance-routes";

/** `{label?, active?}`: rename, retire or bring back a type. */
export const PATCH = financeTypeRoutes("payment").item.PATCH;
