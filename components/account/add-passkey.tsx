"use client";

import { Button } from "@radix-ui/themes";
import { useState } from "react";
import { addPasskeyAction, passkeyRegistrationOptionsAction } from "@/lib/actions/passkeys";
import { handleActionResult } from "@/lib/client/action-result";
import { passkeyPromptError, promptNewPasskey } from "@/lib/client/passkeys";
import { PasskeyNameDialog } from "./passkey-name-dialog";

/**
 * 'Adicionar chave de acesso': a name first, then the browser's prompt (the dialog spins while
 * it is open), then the passkey is kept. A name error stays under the field; anything else is a
 * toast. `onAdded` runs after the passkey is kept (the session now counts as two-factor).
 */
export function AddPasskey({
  onAdded,
  disabled,
  variant = "solid",
}: {
  onAdded: () => void;
  disabled?: boolean;
  variant?: "solid" | "soft";
}) {
  const [open, setOpen] = useState(false);

  async function add(name: string): Promise<string | void> {
    if (!name.trim()) return "Dê um nome à chave de acesso";
    const options = await passkeyRegistrationOptionsAction();
    if (!handleActionResult(options)) return;
    let response;
    try {
      response = await promptNewPasskey(options.data);
    } catch (error) {
      return passkeyPromptError(error);
    }
    const result = await addPasskeyAction({ name, response });
    if (!result.ok && result.errors?.name) return result.errors.name[0];
    handleActionResult(result, { success: "Chave de acesso adicionada", onSuccess: onAdded });
  }

  return (
    <PasskeyNameDialog
      trigger={
        <Button variant={variant} disabled={disabled}>
          Adicionar chave de acesso
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title="Adicionar chave de acesso"
      description="Dê um nome para reconhecer esta chave depois. Em seguida, o navegador pede a biometria, o PIN ou a chave de segurança do dispositivo."
      confirmLabel="Continuar"
      onSubmit={add}
    />
  );
}
