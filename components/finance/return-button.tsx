"use client";

import { Button, Text, TextArea } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { returnFinanceItemAction } from "@/lib/actions/finance-review";
import { handleActionResult } from "@/lib/client/action-result";
import type { FinanceKind } from "@/lib/kinds/finance";
import { COMMENT_MAX } from "@/lib/validation/finance-review";

/**
 * 'Solicitar informações' on a PENDING item's admin page: the question is required; the item
 * goes back to its owner ('Aguardando informações') and the question opens its thread.
 */
export function ReturnButton({ kind, itemId }: { kind: FinanceKind; itemId: number }) {
  const router = useRouter();
  const [comment, setComment] = useState("");
  return (
    <ConfirmDialog
      trigger={<Button variant="soft">Solicitar informações</Button>}
      title="Solicitar informações"
      description="O item volta ao colaborador, que recebe sua pergunta por notificação e e-mail, pode corrigi-lo e reenviá-lo."
      confirmLabel="Enviar pedido"
      color="violet"
      confirmDisabled={!comment.trim()}
      onConfirm={async () =>
        handleActionResult(await returnFinanceItemAction(kind, itemId, comment.trim()), {
          success: "Pedido de informações enviado",
          onSuccess: () => {
            setComment("");
            router.refresh();
          },
        })
      }
    >
      <Text as="label" size="2" weight="medium" mt="3" style={{ display: "block" }}>
        O que falta? (obrigatório)
        <TextArea
          mt="1"
          rows={4}
          value={comment}
          maxLength={COMMENT_MAX}
          onChange={(event) => setComment(event.target.value)}
        />
      </Text>
    </ConfirmDialog>
  );
}
