"use client";

/**
 * ConfirmDialog — the confirmation every destructive action asks for (spec §8), on Radix
 * AlertDialog. Title 'Você tem certeza?'; the confirm button awaits `onConfirm` with a spinner
 * and 'Carregando', then closes. Use it with a `trigger`, or controlled with `open`/`onOpenChange`
 * (row menus open it this way, see `RowActions`).
 *
 * @example
 *   <ConfirmDialog
 *     trigger={<Button color="red">Excluir</Button>}
 *     description="Essa ação não pode ser desfeita. Você tem certeza que deseja deletar esse
 *       usuário?"
 *     confirmLabel="Deletar"
 *     onConfirm={async () =>
 *       handleActionResult(await deleteUser(id), { success: "Usuário deletado com sucesso" })
 *     }
 *   />
 */
import { AlertDialog, Button, Flex, Spinner } from "@radix-ui/themes";
import { useState, type ReactNode, type RefObject } from "react";
import { focusBackTo } from "./focus-back";

export const CONFIRM_TITLE = "Você tem certeza?";

export type ConfirmDialogProps = {
  description: ReactNode;
  onConfirm: () => Promise<unknown> | unknown;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: "red" | "violet" | "green";
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra fields under the description (a reason, a typed confirmation). */
  children?: ReactNode;
  /** The confirm button stays off (e.g. until the typed confirmation matches). */
  confirmDisabled?: boolean;
  /**
   * Where focus goes when the dialog closes, for a dialog opened without a `trigger` (from a menu).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

export function ConfirmDialog({
  description,
  onConfirm,
  title = CONFIRM_TITLE,
  confirmLabel = "Continuar",
  cancelLabel = "Cancelar",
  color = "red",
  trigger,
  open,
  onOpenChange,
  children,
  confirmDisabled = false,
  returnFocusTo,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (busy) return;
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOwnOpen(false);
      onOpenChange?.(false);
    }
  }

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Content maxWidth="450px" onCloseAutoFocus={focusBackTo(returnFocusTo)}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        {children}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: that would close the dialog before the work is done. */}
          <Button color={color} disabled={busy || confirmDisabled} onClick={confirm}>
            {busy ? (
              <>
                <Spinner /> Carregando
              </>
            ) : (
              confirmLabel
            )}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
