import { z } from "zod";
import { apiRoute, readJson } from "@/lib/server/route";
import { markNotificationsRead } from "@/lib/services/notifications/inbox";

/** `POST /api/notifications/read` with `{ "ids": [...] }` or `{ "all": true }`. */
export const POST = apiRoute(async ({ request, actor }) =>
  markNotificationsRead(actor, await readJson(request, z.unknown())),
);
