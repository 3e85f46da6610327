"use client";

import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { signOutEverywhereAction } from "@/lib/actions/account";
import { PasswordForm } from "./password-form";

/** The account part of Configurações, the same for both profiles: password and sessions. */
export function AccountSecurity() {
  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            Alterar senha
          </Heading>
          <PasswordForm />
        </Flex>
      </Card>
      <Card size="3">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="4">
            Sessões
          </Heading>
          <Text color="gray" size="2">
            Encerra todas as sessões e tokens de API da sua conta, inclusive este navegador.
          </Text>
          <ConfirmDialog
            trigger={
              <Button color="red" variant="soft">
                Sair de todos os dispositivos
              </Button>
            }
            description="Todas as suas sessões serão encerradas, inclusive esta, e será preciso entrar de novo."
            confirmLabel="Sair de todos"
            onConfirm={() => signOutEverywhereAction()}
          />
        </Flex>
      </Card>
    </Flex>
  );
}
