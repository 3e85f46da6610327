import { studyRoutes } from "@/lib/server/content-routes";

export const GET = studyRoutes("training").list;
