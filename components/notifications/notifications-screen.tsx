import { ListScreen } from "@/components/list/list-screen";
import type { Paginated } from "@/lib/validation/list";
import type { NotificationView } from "@/lib/validation/notifications";
import { NotificationFilters, NotificationList } from "./notification-list";

/** The /notifications page of both areas (server component). */
export function NotificationsScreen({ list }: { list: Paginated<NotificationView> }) {
  return (
    <ListScreen title="Notificações" empty="Nenhuma notificação encontrada">
      <NotificationFilters />
      <NotificationList data={list.data} meta={list.meta} />
    </ListScreen>
  );
}
