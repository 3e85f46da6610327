import { contentRoutes } from "@/lib/server/content-routes";

/** How many items go with this one when it is deleted: {module?, submodule?, lesson?}. */
export const GET = contentRoutes("training").descendants;
