import { contentRoutes } from "@/lib/server/content-routes";

const routes = contentRoutes("lesson");

export const GET = routes.list;
export const POST = routes.create;
