import { grantRoutes } from "@/lib/server/content-routes";

/** Who holds a grant on this item. */
export const GET = grantRoutes("training").holders;
