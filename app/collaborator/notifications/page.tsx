import type { Metadata } from "next";
import { NotificationsScreen } from "@/components/notifications/notifications-screen";
import { listPageQuery } from "@/lib/server/list-page";
import { pageActor } from "@/lib/server/page";
import { listNotifications } from "@/lib/services/notifications/inbox";
import { notificationListQuerySchema } from "@/lib/validation/notifications";

export const metadata: Metadata = { title: "Notificações" };

/** The signed-in user's notifications, paged, all or unread only. */
export default async function NotificationsPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await listPageQuery(
    "/collaborator/notifications",
    props.searchParams,
    notificationListQuerySchema,
  );
  return <NotificationsScreen list={await listNotifications(await pageActor(), query)} />;
}
