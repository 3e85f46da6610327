import { studyRoutes } from "@/lib/server/content-routes";

const routes = studyRoutes("lesson");

/** PUT (or POST) marks the lesson done, DELETE undoes it; both idempotent. */
export const PUT = routes.markDone;
export const POST = routes.markDone;
export const DELETE = routes.markUndone;
