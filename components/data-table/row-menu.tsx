"use client";

import { DropdownMenu } from "@radix-ui/themes";
import Link from "next/link";
import { useRef } from "react";
import { useFocusFirstItem, type LazyPopupProps } from "@/components/lazy-popup";
import type { ConfirmRequest } from "./row-confirm";
import type { RowAction } from "./row-action";

type Props = { label: string; items: RowAction[]; confirm: (request: ConfirmRequest) => void };

/** A row's menu (Radix DropdownMenu), loaded when a row menu is first opened (see ./row-actions.tsx). */
export function RowMenu({ label, items, confirm, trigger, openedBy }: Props & LazyPopupProps) {
  // The menu is gone when its confirmation closes: focus goes back to the menu's button.
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusFirstItem = useFocusFirstItem(openedBy);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger ref={triggerRef}>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" onFocus={focusFirstItem}>
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
              onSelect={() =>
                action.confirm
                  ? confirm({
                      action: { ...action, confirm: action.confirm },
                      returnFocusTo: triggerRef,
                    })
                  : action.onSelect?.(triggerRef)
              }
            >
              {action.icon}
              {action.label}
            </DropdownMenu.Item>
          ),
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
