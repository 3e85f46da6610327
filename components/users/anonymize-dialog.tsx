"use client";

import { Flex, Text, TextField } from "@radix-ui/themes";
import { useState, type RefObject } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { handleActionResult, type ClientActionResult } from "@/lib/client/action-result";

/**
 * The confirmation of an irreversible anonymisation (the one `ConfirmDialog`): the admin types
 * the user's e-mail, and the button stays off until it matches (the service checks it again).
 */
export function AnonymizeDialog({
  user,
  title = `Anonimizar ${user.fullName}?`,
  run,
  onClose,
  onDone,
  returnFocusTo,
}: {
  user: { fullName: string; email: string };
  title?: string;
  /** The server action, given what was typed (the admin's or the collaborator's own). */
  run: (typedEmail: string) => Promise<ClientActionResult<unknown>>;
  onClose: () => void;
  onDone: () => void;
  /** The button that opened it (a row menu's): focus goes back there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [typed, setTyped] = useState("");
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={
        <>
          Nome, e-mail, telefone, CPF/CNPJ, data de nascimento, Instagram e chave PIX serão apagados
          para sempre. Pagamentos, solicitações, reembolsos e comprovantes ficam guardados pelo
          prazo contábil, ligados a “Titular anonimizado”. Essa ação não pode ser desfeita.
        </>
      }
      confirmLabel="Anonimizar"
      confirmDisabled={!matches}
      returnFocusTo={returnFocusTo}
      onConfirm={async () => {
        if (handleActionResult(await run(typed), { success: "Usuário anonimizado" })) onDone();
      }}
    >
      <Flex direction="column" gap="1" mt="4">
        <Text as="label" size="2" weight="medium" htmlFor="anonymize-email">
          Digite o e-mail {user.email} para confirmar
        </Text>
        <TextField.Root
          id="anonymize-email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      </Flex>
    </ConfirmDialog>
  );
}
