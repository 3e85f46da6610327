import { studyRoutes } from "@/lib/server/content-routes";

export const GET = studyRoutes("submodule").detail;
