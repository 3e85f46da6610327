"use client";

import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { SecondFactorHeading } from "@/components/account/two-factor-card";
import { useRouter } from "next/navigation";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { handleActionResult } from "@/lib/client/action-result";
import { resetSecondFactorAction } from "@/lib/actions/two-factor";

/** On the admin's user page: the person's second factor, and resetting it (lost phone). */
export function ResetSecondFactor({ userId, enabled }: { userId: number; enabled: boolean }) {
  const router = useRouter();
  return (
    <Card size="3">
      <Flex direction="column" gap="3" align="start">
        <SecondFactorHeading enabled={enabled} />
        <Text size="2" color="gray">
          Para quem perdeu o aplicativo autenticador e os códigos de recuperação: a pessoa volta a
          entrar só com a senha e poderá ativar a verificação de novo.
        </Text>
        <ConfirmDialog
          trigger={
            <Button color="red" variant="soft" disabled={!enabled}>
              Redefinir verificação em duas etapas
            </Button>
          }
          description="O aplicativo autenticador e os códigos de recuperação desta pessoa serão removidos. A ação fica registrada na auditoria."
          confirmLabel="Redefinir"
          onConfirm={async () =>
            handleActionResult(await resetSecondFactorAction(userId), {
              success: "Verificação em duas etapas redefinida",
              onSuccess: () => router.refresh(),
            })
          }
        />
      </Flex>
    </Card>
  );
}
