import { adminFinanceRoutes } from "@/lib/server/finance-routes";

const routes = adminFinanceRoutes("refund");
export const GET = routes.list.GET;
export const POST = routes.list.POST;
