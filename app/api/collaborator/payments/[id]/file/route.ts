import { collaboratorFinanceRoutes } from "@/lib/server/finance-routes";

/** Multipart field `file`: the receipt (replaces the previous one). */
export const POST = collaboratorFinanceRoutes("payment").file.POST;
