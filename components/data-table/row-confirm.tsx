"use client";

import { createContext, useContext, useState, type ReactNode, type RefObject } from "react";
import { LazyConfirmDialog } from "@/components/lazy-confirm-dialog";
import type { RowAction } from "./row-action";

/** A row menu's item asking to be confirmed, and the menu button focus goes back to. */
export type ConfirmRequest = {
  action: RowAction & { confirm: NonNullable<RowAction["confirm"]> };
  returnFocusTo: RefObject<HTMLElement | null>;
};

const RowConfirm = createContext<((request: ConfirmRequest) => void) | null>(null);

/**
 * The one confirmation dialog of a table's row menus (rather than one per row): `DataTable`
 * wraps its rows in it; a table of its own making that uses `RowActions` does the same.
 */
export function RowConfirmHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = request?.action.confirm;
  return (
    <RowConfirm.Provider value={setRequest}>
      {children}
      {request && confirm ? (
        <LazyConfirmDialog
          open
          onOpenChange={(open) => !open && setRequest(null)}
          description={confirm.description}
          confirmLabel={confirm.confirmLabel ?? request.action.label}
          color={confirm.color}
          onConfirm={confirm.onConfirm}
          returnFocusTo={request.returnFocusTo}
        />
      ) : null}
    </RowConfirm.Provider>
  );
}

/** Opens the table's confirmation for a row menu's item. */
export function useRowConfirm() {
  const open = useContext(RowConfirm);
  if (!open) throw new Error("RowActions needs a RowConfirmHost around it (DataTable has one)");
  return open;
}
