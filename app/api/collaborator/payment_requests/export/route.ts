import { collaboratorFinanceRoutes } from "@/lib/server/finance-routes";

export const GET = collaboratorFinanceRoutes("payment_request").export.GET;
