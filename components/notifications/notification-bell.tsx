"use client";

import { BellIcon } from "@radix-ui/react-icons";
import { Badge, Box, Button, Flex, IconButton, Popover, Separator, Text } from "@radix-ui/themes";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { LocalDateTime } from "@/components/local-date-time";
import { latestNotificationsAction, markNotificationsReadAction } from "@/lib/actions/notifications";
import type { NotificationView } from "@/lib/validation/notifications";

// The count is refreshed this often and whenever the window regains focus.
const POLL_MS = 30_000;

/** The header's bell: unread count, a panel with the latest ones, mark one or all as read. */
export function NotificationBell({ initialUnread, pageHref }: { initialUnread: number; pageHref: string }) {
  const [unread, setUnread] = useState(initialUnread);
  const [items, setItems] = useState<NotificationView[]>([]);
  const [open, setOpen] = useState(false);

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
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void refresh();
      }}
    >
      <Popover.Trigger>
        <IconButton variant="ghost" radius="full" aria-label={label} data-testid="notification-bell" style={{ position: "relative" }}>
          <BellIcon width="18" height="18" />
          {unread > 0 ? (
            <Badge color="red" variant="solid" radius="full" size="1" data-testid="notification-count" style={{ position: "absolute", top: -6, right: -8 }}>
              {unread > 99 ? "99+" : unread}
            </Badge>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Popover.Content align="end" width="360px" aria-label="Notificações recentes">
        <Flex justify="between" align="center" mb="2">
          <Text weight="bold">Notificações</Text>
          <Button size="1" variant="ghost" disabled={!unread} onClick={() => markRead({ all: true })}>
            Marcar todas como lidas
          </Button>
        </Flex>
        <Separator size="4" />
        <Flex direction="column" gap="1" my="2" style={{ maxHeight: 360, overflowY: "auto" }}>
          {items.length ? (
            items.map((n) => (
              <Box key={n.id} p="2" style={{ borderRadius: 6, background: n.readAt ? undefined : "var(--accent-a3)" }}>
                <Link href={n.href} onClick={() => { setOpen(false); if (!n.readAt) void markRead({ ids: [n.id] }); }} style={{ color: "inherit", textDecoration: "none" }}>
                  <Text as="div" size="2" weight={n.readAt ? "regular" : "bold"}>
                    {n.title}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {n.body}
                  </Text>
                </Link>
                <Text as="div" size="1" color="gray">
                  <LocalDateTime value={n.createdAt} />
                </Text>
              </Box>
            ))
          ) : (
            <Text size="2" color="gray">
              Nenhuma notificação.
            </Text>
          )}
        </Flex>
        <Separator size="4" />
        <Flex justify="center" mt="2">
          <Link href={pageHref} onClick={() => setOpen(false)}>
            <Text size="2">Ver todas</Text>
          </Link>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
