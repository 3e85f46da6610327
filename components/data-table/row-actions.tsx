"use client";

import { VisuallyHidden } from "@radix-ui/themes";
import type { ColumnDef } from "./columns";
import { LazyPopup } from "@/components/lazy-popup";
import type { RowAction } from "./row-action";
import { useRowConfirm } from "./row-confirm";
import styles from "./data-table.module.css";

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
        // Every row has one: a plain button drawn by one class, dots included.
        <button type="button" className={styles.menu} aria-label={label} />
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
