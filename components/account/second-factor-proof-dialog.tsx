"use client";

import { Button, Dialog, Flex, Spinner, Text } from "@radix-ui/themes";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import { controlProps, FormField } from "@/components/form/field";
import { PasswordInput } from "@/components/form/password-input";
import type { ClientActionResult } from "@/lib/client/action-result";
import { handleActionResult } from "@/lib/client/action-result";
import { CodeField } from "./code-field";

/**
 * A dialog that asks for a current code (app or recovery) or the password before a change to the
 * second factor ('Desativar', 'Gerar novos códigos'), and doubles as its confirmation.
 */
export function SecondFactorProofDialog<T>({
  trigger,
  title,
  description,
  confirmLabel,
  color,
  action,
  success,
  onSuccess,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  color?: "red";
  action: (values: { code: string; password: string }) => Promise<ClientActionResult<T>>;
  success: string;
  onSuccess: (data: T) => void;
}) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, startTransition] = useTransition();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      code: String(data.get("code") ?? ""),
      password: String(data.get("password") ?? ""),
    };
    startTransition(async () => {
      const result = await action(values);
      setErrors(!result.ok && result.errors ? result.errors : {});
      if (!result.ok && result.errors) return;
      handleActionResult(result, {
        success,
        onSuccess: (value) => {
          setOpen(false);
          onSuccess(value);
        },
      });
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {description}
        </Dialog.Description>
        <form method="post" onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <CodeField id="proof-code" error={errors.code?.[0]} recovery />
            <Text size="2" color="gray">
              ou
            </Text>
            <FormField id="proof-password" label="Sua senha" error={errors.password?.[0]}>
              <PasswordInput
                {...controlProps("proof-password", errors.password?.[0])}
                name="password"
                size="3"
                autoComplete="current-password"
              />
            </FormField>
            <Flex gap="3" mt="2" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={pending}>
                  Cancelar
                </Button>
              </Dialog.Close>
              <Button type="submit" color={color} disabled={pending}>
                {pending ? (
                  <>
                    <Spinner /> Carregando
                  </>
                ) : (
                  confirmLabel
                )}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
