import { adminFinanceRoutes } from "@/lib/server/finance-routes";

export const POST = adminFinanceRoutes("payment").bulk.POST;
