"use client";

import { Box, Button, Flex, Popover, Separator, Text } from "@radix-ui/themes";
import Link from "next/link";
import { useEffect, useState } from "react";
import type { LazyPopupProps } from "@/components/lazy-popup";
import { LocalDateTime } from "@/components/local-date-time";
import type { NotificationView } from "@/lib/validation/notifications";

type Props = {
  unread: number;
  items: NotificationView[];
  pageHref: string;
  refresh: () => Promise<void>;
  markRead: (body: { ids: number[] } | { all: true }) => Promise<void>;
};

/**
 * The bell's panel: the latest notifications, mark one or all as read. Loaded when first opened
 * (see ./notification-bell.tsx).
 */
export function NotificationPanel({
  unread,
  items,
  pageHref,
  refresh,
  markRead,
  trigger,
}: Props & LazyPopupProps) {
  const [open, setOpen] = useState(true);
  // It mounts open (the first opening): fetch the latest as a later opening does.
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void refresh();
      }}
    >
      <Popover.Trigger>{trigger}</Popover.Trigger>
      <Popover.Content align="end" width="360px" aria-label="Notificações recentes">
        <Flex justify="between" align="center" mb="2">
          <Text weight="bold">Notificações</Text>
          <Button
            size="1"
            variant="ghost"
            disabled={!unread}
            onClick={() => markRead({ all: true })}
          >
            Marcar todas como lidas
          </Button>
        </Flex>
        <Separator size="4" />
        <Flex direction="column" gap="1" my="2" style={{ maxHeight: 360, overflowY: "auto" }}>
          {items.length ? (
            items.map((notification) => (
              <Box
                key={notification.id}
                p="2"
                style={{
                  borderRadius: 6,
                  background: notification.readAt ? undefined : "var(--accent-a3)",
                }}
              >
                <Link
                  href={notification.href}
                  onClick={() => {
                    setOpen(false);
                    if (!notification.readAt) void markRead({ ids: [notification.id] });
                  }}
                  style={{ color: "inherit", textDecoration: "none" }}
                >
                  <Text as="div" size="2" weight={notification.readAt ? "regular" : "bold"}>
                    {notification.title}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {notification.body}
                  </Text>
                </Link>
                <Text as="div" size="1" color="gray">
                  <LocalDateTime value={notification.createdAt} />
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
