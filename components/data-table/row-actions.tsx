"use client";

import { DotsHorizontalIcon } from "@radix-ui/react-icons";
import { DropdownMenu, IconButton, VisuallyHidden } from "@radix-ui/themes";
import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";

/**
 * One item of a row menu: a link (`href`), an action (`onSelect`), or an action behind the
 * confirmation dialog (`confirm`). `disabled` items are shown but do nothing.
 */
export type RowAction = {
  label: string;
  href?: string;
  /** Gets the menu's button: a dialog it opens gives focus back there when it closes. */
  onSelect?: (opener: RefObject<HTMLButtonElement | null>) => unknown;
  confirm?: { description: ReactNode; onConfirm: () => Promise<unknown> | unknown; confirmLabel?: string; color?: "red" | "violet" | "green" };
  disabled?: boolean;
  color?: "red";
  icon?: ReactNode;
};

/** The row menu: a trigger labelled 'Ações' (Radix DropdownMenu) listing `actions`. */
export function RowActions({ actions, label = "Ações" }: { actions: Array<RowAction | false | null | undefined>; label?: string }) {
  const [confirming, setConfirming] = useState<RowAction | null>(null);
  // The menu is gone when its confirmation closes: focus goes back to the menu's button.
  const triggerRef = useRef<HTMLButtonElement>(null);
  const items = actions.filter((a): a is RowAction => Boolean(a));
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger>
          <IconButton ref={triggerRef} variant="ghost" color="gray" aria-label={label}>
            <DotsHorizontalIcon />
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          <DropdownMenu.Label>{label}</DropdownMenu.Label>
          {items.map((action) =>
            action.href && !action.disabled ? (
              <DropdownMenu.Item key={action.label} color={action.color} asChild>
                <Link href={action.href}>
                  {action.icon}
                  {action.label}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={action.label}
                color={action.color}
                disabled={action.disabled}
                onSelect={() => (action.confirm ? setConfirming(action) : action.onSelect?.(triggerRef))}
              >
                {action.icon}
                {action.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {confirming?.confirm ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          description={confirming.confirm.description}
          confirmLabel={confirming.confirm.confirmLabel ?? confirming.label}
          color={confirming.confirm.color}
          onConfirm={confirming.confirm.onConfirm}
          returnFocusTo={triggerRef}
        />
      ) : null}
    </>
  );
}

/** A trailing column whose cell is the row menu built by `actionsFor(row)`. */
export function rowActionsColumn<T>(actionsFor: (row: T) => Array<RowAction | false | null | undefined>): ColumnDef<T> {
  return {
    id: "actions",
    header: () => <VisuallyHidden>Ações</VisuallyHidden>,
    meta: { label: "" },
    enableSorting: false,
    cell: ({ row }) => <RowActions actions={actionsFor(row.original)} />,
  };
}
