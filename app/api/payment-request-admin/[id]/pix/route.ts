import { adminFinanceRoutes } from "@/lib/server/finance-routes";

export const GET = adminFinanceRoutes("payment_request").pix.GET;
