"use client";

import { Badge, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { disableTotpAction, regenerateRecoveryCodesAction } from "@/lib/actions/two-factor";
import { RecoveryCodes } from "./recovery-codes";
import { SecondFactorProofDialog } from "./second-factor-proof-dialog";
import { TwoFactorSetup } from "./two-factor-setup";

/**
 * 'Verificação em duas etapas' in Configurações (both profiles): its status, turning it on (QR
 * code, confirmation, recovery codes), new recovery codes and turning it off.
 */
export function TwoFactorCard({
  enabled,
  recoveryCodesLeft,
  requiredByOrganization,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
  requiredByOrganization: boolean;
}) {
  const router = useRouter();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const done = () => {
    setNewCodes(null);
    router.refresh();
  };
  return (
    <Card size="3">
      <Flex direction="column" gap="3" align="start">
        <SecondFactorHeading enabled={enabled} />
        {newCodes ? (
          <RecoveryCodes codes={newCodes} onDone={done} />
        ) : !enabled ? (
          <TwoFactorSetup onDone={done} />
        ) : (
          <>
            <Text size="2" color="gray">
              A entrada pede um código do aplicativo autenticador além da senha. Códigos de
              recuperação restantes: {recoveryCodesLeft} de 10.
            </Text>
            <Flex gap="3" wrap="wrap">
              <SecondFactorProofDialog
                trigger={<Button variant="soft">Gerar novos códigos de recuperação</Button>}
                title="Gerar novos códigos de recuperação"
                description="Os códigos atuais deixam de funcionar. Confirme com um código ou a sua senha."
                confirmLabel="Gerar novos códigos"
                action={regenerateRecoveryCodesAction}
                success="Novos códigos de recuperação gerados"
                onSuccess={(data) => setNewCodes(data.recoveryCodes)}
              />
              {requiredByOrganization ? null : (
                <SecondFactorProofDialog
                  trigger={
                    <Button color="red" variant="soft">
                      Desativar
                    </Button>
                  }
                  title="Desativar a verificação em duas etapas?"
                  description="A entrada voltará a pedir só a senha, e os códigos de recuperação deixam de valer. Confirme com um código ou a sua senha."
                  confirmLabel="Desativar"
                  color="red"
                  action={disableTotpAction}
                  success="Verificação em duas etapas desativada"
                  onSuccess={done}
                />
              )}
            </Flex>
            {requiredByOrganization ? (
              <Text size="1" color="gray">
                A organização exige a verificação em duas etapas: ela não pode ser desativada.
              </Text>
            ) : null}
          </>
        )}
      </Flex>
    </Card>
  );
}

/** 'Verificação em duas etapas' with its status, on a card of one's own or another person's. */
export function SecondFactorHeading({ enabled }: { enabled: boolean }) {
  return (
    <Flex gap="3" align="center">
      <Heading as="h2" size="4">
        Verificação em duas etapas
      </Heading>
      <Badge color={enabled ? "green" : "gray"}>{enabled ? "Ativada" : "Desativada"}</Badge>
    </Flex>
  );
}
