import { adminFinanceRoutes } from "@/lib/server/finance-routes";

export const GET = adminFinanceRoutes("payment").pix.GET;
