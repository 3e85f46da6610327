"use client";

import { Button, Code, Flex, Spinner, Text } from "@radix-ui/themes";
import { useState, useTransition, type FormEvent } from "react";
import { SubmitButton } from "@/components/form/submit-button";
import { handleActionResult } from "@/lib/client/action-result";
import { confirmTotpSetupAction, startTotpSetupAction } from "@/lib/actions/two-factor";
import { CodeField } from "./code-field";
import { RecoveryCodes } from "./recovery-codes";

type Setup = { secret: string; uri: string; qrCode: string };

/**
 * Turning the authenticator app on: 'Ativar' shows the QR code (and the key to type instead),
 * the app's first code confirms it, then the ten recovery codes are shown once.
 */
export function TwoFactorSetup({ onDone, doneLabel }: { onDone: () => void; doneLabel?: string }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  const start = () =>
    startTransition(async () => {
      const result = await startTotpSetupAction();
      handleActionResult(result, { onSuccess: setSetup });
    });

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get("code");
    startTransition(async () => {
      const result = await confirmTotpSetupAction({ code });
      if (!result.ok && result.errors?.code) return setError(result.errors.code[0]);
      setError(undefined);
      handleActionResult(result, {
        success: "Verificação em duas etapas ativada",
        onSuccess: (data) => setCodes(data.recoveryCodes),
      });
    });
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} doneLabel={doneLabel} />;
  if (!setup)
    return (
      <Flex direction="column" gap="3" align="start">
        <Text size="2" color="gray">
          Além da senha, a entrada pedirá um código do seu aplicativo autenticador (Google
          Authenticator, Microsoft Authenticator, 1Password, Aegis…).
        </Text>
        <Button type="button" onClick={start} disabled={pending}>
          {pending ? <Spinner /> : null} Ativar
        </Button>
      </Flex>
    );
  return (
    <Flex direction="column" gap="3" align="start">
      <Text size="2">
        1. Escaneie o QR code com o aplicativo autenticador. Sem câmera? Digite a chave abaixo.
      </Text>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL: nothing to optimise */}
      <img
        src={setup.qrCode}
        alt="QR code para cadastrar o Membros no aplicativo autenticador"
        width={200}
        height={200}
        style={{ background: "white", borderRadius: 8 }}
      />
      <Text size="2">
        Chave:{" "}
        <Code size="2" data-testid="totp-secret" style={{ wordBreak: "break-all" }}>
          {setup.secret}
        </Code>
      </Text>
      <form method="post" onSubmit={confirm} noValidate>
        <Flex direction="column" gap="3" maxWidth="320px">
          <Text size="2">2. Digite o código que o aplicativo mostra.</Text>
          <CodeField id="setup-code" error={error} autoFocus />
          <Flex>
            <SubmitButton loading={pending}>Confirmar</SubmitButton>
          </Flex>
        </Flex>
      </form>
    </Flex>
  );
}
