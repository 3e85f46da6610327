"use client";

import { Button, Dialog, Flex } from "@radix-ui/themes";
import { useEffect, useState, type RefObject } from "react";
import { focusBackTo } from "@/components/focus-back";
import { handleActionResult, type ClientActionResult } from "@/lib/client/action-result";
import type { FinanceItemDetail } from "@/lib/services/finance";
import type { FinanceRow } from "@/lib/kinds/finance-rows";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import { FinanceDetailsBody } from "./finance-details-body";

type Props = {
  kind: FinanceKind;
  item: FinanceRow;
  load: (kind: FinanceKind, id: number) => Promise<ClientActionResult<FinanceItemDetail>>;
  onClose: () => void;
  /** The admin's 'Pagar com PIX' (only for items still to pay). */
  onPayWithPix?: () => void;
  /** The row menu's button that opened it: focus goes back there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * An item's fields and its status history (who, when, from, to, reason), for the admin and the
 * owner.
 */
export function FinanceDetailsDialog({
  kind,
  item,
  load,
  onClose,
  onPayWithPix,
  returnFocusTo,
}: Props) {
  const config = FINANCE[kind];
  const [detail, setDetail] = useState<FinanceItemDetail | null>(null);

  useEffect(() => {
    let live = true;
    load(kind, item.id).then((result) => {
      if (live && handleActionResult(result)) setDetail(result.data);
    });
    return () => {
      live = false;
    };
  }, [kind, item.id, load]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="720px" onCloseAutoFocus={focusBackTo(returnFocusTo)}>
        <Dialog.Title>
          {config.text.singular} #{item.id}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Detalhes e histórico de status
        </Dialog.Description>
        <FinanceDetailsBody kind={kind} item={detail ?? item} detail={detail} />
        <Flex justify="end" gap="3" mt="4">
          {onPayWithPix ? <Button onClick={onPayWithPix}>Pagar com PIX</Button> : null}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Fechar
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
