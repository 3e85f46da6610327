import type { ReactNode, RefObject } from "react";

/**
 * One item of a row menu: a link (`href`), an action (`onSelect`), or an action behind the
 * confirmation dialog (`confirm`). `disabled` items are shown but do nothing.
 */
export type RowAction = {
  label: string;
  href?: string;
  /** Gets the menu's button: a dialog it opens gives focus back there when it closes. */
  onSelect?: (opener: RefObject<HTMLButtonElement | null>) => unknown;
  confirm?: {
    description: ReactNode;
    onConfirm: () => Promise<unknown> | unknown;
    confirmLabel?: string;
    color?: "red" | "violet" | "green";
  };
  disabled?: boolean;
  color?: "red";
  icon?: ReactNode;
};
