import { financeTypeRoutes } from "@/lib/server/finance-routes";

const routes = financeTypeRoutes("payment_request");
export const GET = routes.list.GET;
export const POST = routes.list.POST;
