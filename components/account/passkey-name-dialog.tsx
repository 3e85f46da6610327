"use client";

import { Dialog, Flex, Text, TextField } from "@radix-ui/themes";
import { FormActions } from "@/components/form/form-actions";
import { useState, type FormEvent, type ReactNode } from "react";
import { PASSKEY_NAME_MAX } from "@/lib/validation/passkeys";

/**
 * The name of a passkey, asked before one is made ('Adicionar chave de acesso') or when it is
 * renamed. `onSubmit` does the work with the dialog open (its button spins meanwhile, also while
 * the browser's passkey prompt is open) and answers the error to show under the field, or nothing
 * to close.
 */
export function PasskeyNameDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  initialName = "",
  confirmLabel,
  onSubmit,
}: {
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  initialName?: string;
  confirmLabel: string;
  onSubmit: (name: string) => Promise<string | void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    setBusy(true);
    setError(undefined);
    try {
      const problem = await onSubmit(name);
      if (problem) setError(problem);
      else onOpenChange(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setError(undefined);
        onOpenChange(next);
      }}
    >
      {trigger ? <Dialog.Trigger>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {description}
        </Dialog.Description>
        <form method="post" onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" htmlFor="passkey-name">
                Nome da chave
              </Text>
              <TextField.Root
                id="passkey-name"
                name="name"
                defaultValue={initialName}
                maxLength={PASSKEY_NAME_MAX}
                placeholder="Ex.: Notebook do trabalho"
                autoComplete="off"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "passkey-name-error" : undefined}
              />
              {error ? (
                <Text id="passkey-name-error" size="1" color="red" role="alert">
                  {error}
                </Text>
              ) : null}
            </Flex>
            <FormActions
              submitting={busy}
              submitLabel={confirmLabel}
              onCancel={() => onOpenChange(false)}
            />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
