import { contentRoutes } from "@/lib/server/content-routes";

const routes = contentRoutes("submodule");

export const GET = routes.list;
export const POST = routes.create;
