"use client";

import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/lib/client/toast";
import { confirmRegistrationAction } from "@/lib/actions/register";
import { handleActionResult } from "@/lib/client/action-result";

export function ConfirmRegistration({ token }: { token: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await confirmRegistrationAction(token);
      handleActionResult(result, {
        onSuccess: ({ message }) => {
          toast.success(message);
          router.push("/login");
        },
      });
    });
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="8">
        Confirmar cadastro
      </Heading>
      <Text color="gray">
        Confirme para criar a sua conta de colaborador. Depois, entre com o e-mail e a senha que
        você cadastrou.
      </Text>
      <Flex gap="3" justify="end">
        <Button
          size="3"
          variant="soft"
          color="gray"
          disabled={pending}
          onClick={() => router.push("/login")}
        >
          Voltar para o login
        </Button>
        <Button size="3" loading={pending} onClick={confirm}>
          Confirmar cadastro
        </Button>
      </Flex>
    </Flex>
  );
}
