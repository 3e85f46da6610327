import { apiRoute } from "@/lib/server/route";
import { listNotifications } from "@/lib/services/notifications/inbox";

/** `GET /api/notifications?page&per_page&unread=true`: the caller's own notifications. */
export const GET = apiRoute(async ({ request, actor }) =>
  listNotifications(actor, Object.fromEntries(new URL(request.url).searchParams)),
);
