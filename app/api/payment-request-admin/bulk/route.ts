import { adminFinanceRoutes } from "@/lib/server/finance-routes";

export const POST = adminFinanceRoutes("payment_request").bulk.POST;
