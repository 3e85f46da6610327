"use client";

import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DateInput } from "@/components/form";
import { grantValidityAction } from "@/lib/actions/grants";
import { handleActionResult } from "@/lib/client/action-result";
import { formatDate } from "@/lib/format";
import type { GrantHolder } from "@/lib/services/content";
import type { GrantableKind } from "@/lib/validation/content";

/**
 * One holder's last day of access in 'Quem tem acesso': 'Válido até dd/mm/aaaa' (or 'Sem
 * prazo', 'Expirado' once past) and 'Mudar prazo', a dialog with the date (empty: no end).
 */
export function GrantValidity({
  kind,
  itemId,
  itemTitle,
  holder,
}: {
  kind: GrantableKind;
  itemId: number;
  itemTitle: string;
  holder: GrantHolder;
}) {
  const router = useRouter();
  const inputId = useId();
  const [value, setValue] = useState(holder.validUntil ?? "");
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Text size="2" color={holder.expired ? "red" : "gray"}>
        {holder.validUntil ? `Válido até ${formatDate(holder.validUntil)}` : "Sem prazo"}
      </Text>
      {holder.expired ? (
        <Badge color="red" variant="soft">
          Expirado
        </Badge>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button size="1" variant="soft" aria-label={`Mudar prazo de ${holder.fullName}`}>
            Mudar prazo
          </Button>
        }
        title="Prazo do acesso"
        description={`Último dia de acesso de ${holder.fullName} a “${itemTitle}”. Em branco: sem prazo; uma data passada encerra o acesso na hora.`}
        confirmLabel="Salvar prazo"
        color="violet"
        onOpenChange={(open) => open && setValue(holder.validUntil ?? "")}
        onConfirm={async () =>
          handleActionResult(
            await grantValidityAction(kind, itemId, holder.id, value.trim() || null),
            { success: "Prazo atualizado", onSuccess: () => router.refresh() },
          )
        }
      >
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor={inputId}>
            Válido até
          </Text>
          <DateInput id={inputId} value={value} onChange={setValue} />
        </Flex>
      </ConfirmDialog>
    </Flex>
  );
}
