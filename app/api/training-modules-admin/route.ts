import { contentRoutes } from "@/lib/server/content-routes";

const routes = contentRoutes("module");

export const GET = routes.list;
export const POST = routes.create;
