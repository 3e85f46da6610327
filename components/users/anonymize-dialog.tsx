"use client";

import { AlertDialog, Button, Flex, Spinner, Text, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { handleActionResult, type ClientActionResult } from "@/lib/client/action-result";

/**
 * The confirmation of an irreversible anonymisation: the admin types the user's e-mail, and
 * the button stays off until it matches (the service checks it again).
 */
export function AnonymizeDialog({
  user,
  title = `Anonimizar ${user.fullName}?`,
  run,
  onClose,
  onDone,
}: {
  user: { fullName: string; email: string };
  title?: string;
  /** The server action, given what was typed (the admin's or the collaborator's own). */
  run: (typedEmail: string) => Promise<ClientActionResult<unknown>>;
  onClose: () => void;
  onDone: () => void;
}) {
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  const confirm = async () => {
    setBusy(true);
    const result = await run(typed);
    setBusy(false);
    if (handleActionResult(result, { success: "Usuário anonimizado" })) {
      onDone();
      onClose();
    }
  };

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Nome, e-mail, telefone, CPF/CNPJ, data de nascimento, Instagram e chave PIX serão apagados para sempre. Pagamentos,
          solicitações, reembolsos e comprovantes ficam guardados pelo prazo contábil, ligados a “Titular anonimizado”. Essa
          ação não pode ser desfeita.
        </AlertDialog.Description>
        <Flex direction="column" gap="1" mt="4">
          <Text as="label" size="2" weight="medium" htmlFor="anonymize-email">
            Digite o e-mail {user.email} para confirmar
          </Text>
          <TextField.Root id="anonymize-email" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </Flex>
        <Flex justify="end" gap="3" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancelar
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" disabled={!matches || busy} onClick={confirm}>
            {busy ? <Spinner /> : null}
            Anonimizar
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
