import { contentRoutes } from "@/lib/server/content-routes";

/** Multipart field `file`: the thumbnail (a lesson's file), replacing the previous one. */
export const POST = contentRoutes("lesson").file;
