import { adminFinanceRoutes } from "@/lib/server/finance-routes";

/** Multipart field `file`: the receipt (replaces the previous one). */
export const POST = adminFinanceRoutes("payment").file.POST;
