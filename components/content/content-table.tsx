"use client";

import { Badge, Link as RadixLink } from "@radix-ui/themes";
import { useMemo } from "react";
import { DataTable, rowActionsColumn, type ColumnDef } from "@/components/data-table";
import { deleteContentAction } from "@/lib/actions/content";
import { handleActionResult } from "@/lib/client/action-result";
import { useListUrl } from "@/lib/client/use-list-url";
import { LocalDateTime } from "@/components/local-date-time";
import type { ContentItem } from "@/lib/validation/content";
import { CONTENT_SORTS, type ContentKind } from "@/lib/kinds/content";
import type { PageMeta } from "@/lib/validation/list";
import { DeleteQuestion } from "./delete-question";
import { CONTENT_SCREENS } from "./kinds";
import { FilePreview } from "./file-preview";

/** The columns a level shows besides title, description and dates. */
function levelColumns(kind: ContentKind): ColumnDef<ContentItem>[] {
  switch (kind) {
    case "training":
      return [{ id: "tutor", accessorKey: "tutor", header: "Professor", meta: { truncate: true } }];
    case "module":
      return [
        {
          id: "parent",
          header: "Treinamento",
          meta: { truncate: true },
          accessorFn: (item) => item.training?.title,
        },
      ];
    case "submodule":
      return [
        {
          id: "parent",
          header: "Módulo",
          meta: { truncate: true },
          accessorFn: (item) => item.module?.title,
        },
      ];
    case "lesson":
      return [
        {
          id: "parent",
          header: "Submódulo",
          meta: { truncate: true },
          accessorFn: (item) => item.submodule?.title,
        },
        {
          id: "content",
          header: "Conteúdo",
          meta: { truncate: true },
          accessorFn: (item) => item.content,
          cell: ({ row }) =>
            row.original.kind === "quiz" ? (
              <Badge variant="soft">Questionário</Badge>
            ) : (
              <RadixLink href={row.original.content} target="_blank" rel="noopener noreferrer">
                {row.original.content}
              </RadixLink>
            ),
        },
      ];
  }
}

/** The admin list of one level: parent title column, sortable headers, edit and delete. */
export function ContentTable({
  kind,
  data,
  meta,
}: {
  kind: ContentKind;
  data: ContentItem[];
  meta: PageMeta;
}) {
  const list = useListUrl();
  const screen = CONTENT_SCREENS[kind];
  const columns = useMemo<ColumnDef<ContentItem>[]>(
    () => [
      {
        id: "file",
        header: kind === "lesson" ? "Arquivo" : "Miniatura",
        cell: ({ row }) => (
          <FilePreview
            file={(kind === "lesson" ? row.original.file : row.original.thumbnail) ?? null}
            size="small"
          />
        ),
      },
      { id: "title", accessorKey: "title", header: "Título", meta: { truncate: true } },
      ...levelColumns(kind),
      {
        id: "description",
        header: "Descrição",
        meta: { truncate: true },
        accessorFn: (item) => item.description,
      },
      {
        id: "createdAt",
        header: "Criado em",
        meta: { nowrap: true },
        cell: ({ row }) => <LocalDateTime value={row.original.createdAt} dateOnly />,
      },
      rowActionsColumn<ContentItem>((item) => [
        { label: `Editar ${screen.lower}`, href: `${screen.path}/${item.id}/e` },
        kind === "training" && {
          label: "Relatório do treinamento",
          href: `${screen.path}/${item.id}/report`,
        },
        {
          label: `Excluir ${screen.lower}`,
          color: "red",
          confirm: {
            description: <DeleteQuestion kind={kind} id={item.id} />,
            confirmLabel: "Excluir",
            onConfirm: async () =>
              handleActionResult(await deleteContentAction(kind, item.id), {
                success: screen.deleted,
                onSuccess: list.reload,
              }),
          },
        },
      ]),
    ],
    [kind, screen, list.reload],
  );
  return <DataTable columns={columns} data={data} meta={meta} sorts={CONTENT_SORTS[kind]} />;
}
