import { adminFinanceRoutes } from "@/lib/server/finance-routes";

export const GET = adminFinanceRoutes("refund").pix.GET;
