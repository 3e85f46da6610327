import { adminFinanceRoutes } from "@/lib/server/finance-routes";

const routes = adminFinanceRoutes("payment");
export const GET = routes.list.GET;
export const POST = routes.list.POST;
