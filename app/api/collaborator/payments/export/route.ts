import { collaboratorFinanceRoutes } from "@/lib/server/finance-routes";

export const GET = collaboratorFinanceRoutes("payment").export.GET;
