import { adminFinanceRoutes } from "@/lib/server/finance-routes";

/** Multipart field `file`: the receipt (adds one; at most 10 per item). */
export const POST = adminFinanceRoutes("payment").file.POST;
