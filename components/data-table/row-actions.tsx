"use client";

import { InlineIcon } from "@/components/inline-icons";
import { IconButton, VisuallyHidden } from "@radix-ui/themes";
import type { ColumnDef } from "./columns";
import { LazyPopup } from "@/components/lazy-popup";
import type { RowAction } from "./row-action";
import { useRowConfirm } from "./row-confirm";

// DotsHorizontalIcon of @radix-ui/react-icons.
const DOTS_HORIZONTAL =
  "M3.625 7.5C3.625 8.12132 3.12132 8.625 2.5 8.625C1.87868 8.625 1.375 8.12132 1.375 7.5C1.375 6.87868 1.87868 6.375 2.5 6.375C3.12132 6.375 3.625 6.87868 3.625 7.5ZM8.625 7.5C8.625 8.12132 8.12132 8.625 7.5 8.625C6.87868 8.625 6.375 8.12132 6.375 7.5C6.375 6.87868 6.87868 6.375 7.5 6.375C8.12132 6.375 8.625 6.87868 8.625 7.5ZM12.5 8.625C13.1213 8.625 13.625 8.12132 13.625 7.5C13.625 6.87868 13.1213 6.375 12.5 6.375C11.8787 6.375 11.375 6.87868 11.375 7.5C11.375 8.12132 11.8787 8.625 12.5 8.625Z";

export type { RowAction };

const loadMenu = () => import("./row-menu").then((m) => m.RowMenu);

/**
 * The row menu: a button labelled 'Ações' listing `actions` (Radix DropdownMenu, loaded when a
 * row's menu is first opened: a page of rows hydrates buttons, not menus). A confirmation
 * opens the table's one dialog (`RowConfirmHost`, which `DataTable` provides).
 */
export function RowActions({
  actions,
  label = "Ações",
}: {
  actions: Array<RowAction | false | null | undefined>;
  label?: string;
}) {
  const confirm = useRowConfirm();
  return (
    <LazyPopup
      load={loadMenu}
      haspopup="menu"
      label={label}
      items={actions.filter((a): a is RowAction => Boolean(a))}
      confirm={confirm}
      trigger={
        <IconButton variant="ghost" color="gray" aria-label={label}>
          <InlineIcon path={DOTS_HORIZONTAL} />
        </IconButton>
      }
    />
  );
}

/** A trailing column whose cell is the row menu built by `actionsFor(row)`. */
export function rowActionsColumn<T>(
  actionsFor: (row: T) => Array<RowAction | false | null | undefined>,
): ColumnDef<T> {
  return {
    id: "actions",
    header: () => <VisuallyHidden>Ações</VisuallyHidden>,
    meta: { label: "" },
    enableSorting: false,
    cell: ({ row }) => <RowActions actions={actionsFor(row.original)} />,
  };
}
