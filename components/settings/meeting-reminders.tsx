"use client";

import { Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { SubmitButton } from "@/components/form/submit-button";
import { useSaveSetting } from "./use-save-setting";
import { saveReminderHoursAction } from "@/lib/actions/meeting-reminders";

/** 'Lembretes de reuniões' in the admin's Configurações: up to three times, in hours before. */
export function MeetingRemindersCard({ hours }: { hours: number[] }) {
  const [value, setValue] = useState(hours.join(", "));
  const { pending, submit } = useSaveSetting(() =>
    saveReminderHoursAction({
      meetingReminderHours: value
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    }),
  );
  return (
    <Card size="3">
      <form method="post" onSubmit={submit}>
        <Flex direction="column" gap="3" align="start">
          <Heading as="h3" size="4">
            Lembretes de reuniões
          </Heading>
          <Flex direction="column" gap="1" width="100%" maxWidth="480px">
            <Text as="label" htmlFor="meeting-reminder-hours" size="2" weight="medium">
              Horas antes da reunião
            </Text>
            <TextField.Root
              id="meeting-reminder-hours"
              name="meetingReminderHours"
              value={value}
              inputMode="numeric"
              aria-describedby="meeting-reminder-hours-hint"
              onChange={(e) => setValue(e.target.value)}
            />
            <Text size="1" color="gray" id="meeting-reminder-hours-hint">
              Até 3 valores entre 1 e 168, separados por vírgula (por exemplo, 24, 1). Os convidados
              que não responderam &quot;Não vou&quot; recebem um e-mail e uma notificação. Deixe
              vazio para não enviar lembretes.
            </Text>
          </Flex>
          <SubmitButton loading={pending}>Salvar</SubmitButton>
        </Flex>
      </form>
    </Card>
  );
}
