"use client";

import { BellIcon } from "@/components/icons";
import { Badge, IconButton } from "@radix-ui/themes";
import { useCallback, useEffect, useState } from "react";
import { LazyPopup } from "@/components/lazy-popup";
import {
  latestNotificationsAction,
  markNotificationsReadAction,
} from "@/lib/actions/notifications";
import type { NotificationView } from "@/lib/validation/notifications";

// The count is refreshed this often and whenever the window regains focus.
const POLL_MS = 30_000;

const loadPanel = () => import("./notification-panel").then((m) => m.NotificationPanel);

/**
 * The header's bell: unread count, a panel with the latest ones (loaded when first opened), mark
 * one or all as read.
 */
export function NotificationBell({
  initialUnread,
  pageHref,
}: {
  initialUnread: number;
  pageHref: string;
}) {
  const [unread, setUnread] = useState(initialUnread);
  const [items, setItems] = useState<NotificationView[]>([]);

  const refresh = useCallback(async () => {
    const result = await latestNotificationsAction();
    if (result.ok) {
      setUnread(result.data.unread);
      setItems(result.data.data);
    }
  }, []);

  useEffect(() => {
    const timer = setInterval(refresh, POLL_MS);
    window.addEventListener("focus", refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", refresh);
    };
  }, [refresh]);

  const markRead = async (body: { ids: number[] } | { all: true }) => {
    await markNotificationsReadAction(body);
    await refresh();
  };

  const label = unread ? `Notificações: ${unread} não lidas` : "Notificações";
  return (
    <LazyPopup
      load={loadPanel}
      haspopup="dialog"
      unread={unread}
      items={items}
      pageHref={pageHref}
      refresh={refresh}
      markRead={markRead}
      trigger={
        <IconButton
          variant="ghost"
          radius="full"
          aria-label={label}
          data-testid="notification-bell"
          style={{ position: "relative" }}
        >
          <BellIcon width="18" height="18" />
          {unread > 0 ? (
            <Badge
              color="red"
              variant="solid"
              radius="full"
              size="1"
              data-testid="notification-count"
              style={{ position: "absolute", top: -6, right: -8 }}
            >
              {unread > 99 ? "99+" : unread}
            </Badge>
          ) : null}
        </IconButton>
      }
    />
  );
}
