"use client";

import { Button, Card, Flex, Heading, Spinner, Text } from "@radix-ui/themes";
import { useTransition } from "react";
import { confirmWithPasskeyAction, passkeyConfirmOptionsAction } from "@/lib/actions/passkeys";
import { handleActionResult } from "@/lib/client/action-result";
import { usePasskeysAvailable, passkeyPromptError, promptPasskey } from "@/lib/client/passkeys";
import { toast } from "@/lib/client/toast";
import { AddPasskey } from "./add-passkey";

/**
 * The passkey way through /two-factor: confirm this session with a passkey the person has, or add
 * one instead of setting up the app. Either marks the session two-factor; then a full load of
 * `home`, so the areas' layouts read the confirmed session afresh.
 */
export function PasskeyStepUp({ home, hasPasskeys }: { home: string; hasPasskeys: boolean }) {
  const supported = usePasskeysAvailable(true);
  const [pending, startTransition] = useTransition();
  if (!supported) return null;
  const goHome = () => window.location.assign(home);

  const confirm = () =>
    startTransition(async () => {
      const options = await passkeyConfirmOptionsAction();
      if (!handleActionResult(options)) return;
      let response;
      try {
        response = await promptPasskey(options.data);
      } catch (error) {
        toast.error(passkeyPromptError(error));
        return;
      }
      handleActionResult(await confirmWithPasskeyAction(response), { onSuccess: goHome });
    });

  return (
    <Card size="3">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="4">
          Chave de acesso
        </Heading>
        <Text color="gray" size="2">
          {hasPasskeys
            ? "Ou confirme esta sessão com uma das suas chaves de acesso."
            : "Ou, em vez do aplicativo, adicione uma chave de acesso: a biometria, o PIN ou a chave de segurança do dispositivo valem pelas duas etapas."}
        </Text>
        <Flex gap="3" wrap="wrap">
          {hasPasskeys ? (
            <Button onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
              {pending ? (
                <>
                  <Spinner /> Aguardando o navegador…
                </>
              ) : (
                "Confirmar com chave de acesso"
              )}
            </Button>
          ) : null}
          <AddPasskey variant={hasPasskeys ? "soft" : "solid"} onAdded={goHome} />
        </Flex>
      </Flex>
    </Card>
  );
}
