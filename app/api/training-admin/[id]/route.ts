import { contentRoutes } from "@/lib/server/content-routes";

const routes = contentRoutes("training");

export const GET = routes.detail;
export const PATCH = routes.update;
export const DELETE = routes.remove;
