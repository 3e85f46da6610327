"use client";

import { CopyIcon, ReloadIcon } from "@/components/icons";
import { Button, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { regenerateCalendarFeedAction } from "@/lib/actions/notifications";
import { handleActionResult } from "@/lib/client/action-result";

/** Settings: the secret calendar feed URL, a copy button and 'Gerar novo link'. */
export function CalendarFeedSection({ initialUrl }: { initialUrl: string }) {
  const [url, setUrl] = useState(initialUrl);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copiado");
    } catch {
      toast.error("Não foi possível copiar; selecione o link e copie.");
    }
  };
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Calendário
        </Heading>
        <Text size="2" color="gray">
          Assine este link no Google Agenda, Outlook ou Apple Calendar para ver suas reuniões
          (próximas e dos últimos 90 dias). Ele é secreto: quem o tiver vê suas reuniões.
        </Text>
        <TextField.Root
          readOnly
          value={url}
          aria-label="Link do calendário"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Flex gap="2" wrap="wrap">
          <Button variant="soft" onClick={copy}>
            <CopyIcon /> Copiar link
          </Button>
          <ConfirmDialog
            description="O link atual deixará de funcionar nos calendários que o assinaram."
            confirmLabel="Gerar novo link"
            onConfirm={async () =>
              handleActionResult(await regenerateCalendarFeedAction(), {
                success: "Novo link gerado",
                onSuccess: setUrl,
              })
            }
            trigger={
              <Button variant="soft" color="red">
                <ReloadIcon /> Gerar novo link
              </Button>
            }
          />
        </Flex>
      </Flex>
    </Card>
  );
}
