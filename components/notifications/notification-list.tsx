"use client";

import { Badge, Button, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import Link from "next/link";
import { DataTable, rowActionsColumn, type ColumnDef } from "@/components/data-table";
import { FilterSelectField } from "@/components/filter-fields";
import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import { LocalDateTime } from "@/components/local-date-time";
import { markNotificationsReadAction } from "@/lib/actions/notifications";
import { handleActionResult } from "@/lib/client/action-result";
import { useListUrl } from "@/lib/client/use-list-url";
import type { PageMeta } from "@/lib/validation/list";
import {
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategoryName,
  type NotificationView,
} from "@/lib/validation/notifications";

const READ_OPTIONS = [
  { value: "false", label: "Todas" },
  { value: "true", label: "Não lidas" },
];

/** The 'Filtros' of /notifications: all or only the unread ones. */
export function NotificationFilters() {
  const form = useFilterForm({ unread: "false" });
  return (
    <FilterPanel form={form}>
      <FilterSelectField form={form} name="unread" label="Mostrar" options={READ_OPTIONS} />
    </FilterPanel>
  );
}

/** Own notifications, newest first, each linking to its record; mark one or all as read. */
export function NotificationList({ data, meta }: { data: NotificationView[]; meta: PageMeta }) {
  const list = useListUrl();
  const markRead = async (body: { ids: number[] } | { all: true }) =>
    handleActionResult(await markNotificationsReadAction(body), {
      success: "Notificações marcadas como lidas",
      onSuccess: list.reload,
    });

  const columns: ColumnDef<NotificationView>[] = [
    {
      id: "title",
      header: "Notificação",
      cell: ({ row }) => (
        <Flex direction="column">
          <RadixLink asChild weight={row.original.readAt ? "regular" : "bold"}>
            <Link href={row.original.href}>{row.original.title}</Link>
          </RadixLink>
          <Text size="1" color="gray">
            {row.original.body}
          </Text>
        </Flex>
      ),
    },
    {
      id: "category",
      header: "Categoria",
      meta: { nowrap: true },
      cell: ({ row }) =>
        NOTIFICATION_CATEGORY_LABELS[row.original.category as NotificationCategoryName] ??
        row.original.category,
    },
    {
      id: "read",
      header: "Status",
      meta: { nowrap: true },
      cell: ({ row }) =>
        row.original.readAt ? (
          <Badge color="gray">Lida</Badge>
        ) : (
          <Badge color="blue">Não lida</Badge>
        ),
    },
    {
      id: "createdAt",
      header: "Recebida em",
      meta: { nowrap: true },
      cell: ({ row }) => <LocalDateTime value={row.original.createdAt} />,
    },
    rowActionsColumn((notification) => [
      { label: "Abrir", href: notification.href },
      {
        label: "Marcar como lida",
        disabled: Boolean(notification.readAt),
        onSelect: () => markRead({ ids: [notification.id] }),
      },
    ]),
  ];

  return (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <Button variant="soft" onClick={() => markRead({ all: true })}>
          Marcar todas como lidas
        </Button>
      </Flex>
      <DataTable columns={columns} data={data} meta={meta} selectable={false} />
    </Flex>
  );
}
