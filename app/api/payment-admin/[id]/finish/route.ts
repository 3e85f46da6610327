import { adminFinanceRoutes } from "@/lib/server/finance-routes";

/** 'Confirmar pagamento': PENDING → PAID. */
export const PATCH = adminFinanceRoutes("payment").finish.PATCH;
