import { collaboratorFinanceRoutes } from "@/lib/server/finance-routes";

const routes = collaboratorFinanceRoutes("payment");
export const GET = routes.list.GET;
export const POST = routes.list.POST;
