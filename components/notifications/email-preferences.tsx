"use client";

import { Button, Card, Flex, Heading, Switch, Text } from "@radix-ui/themes";
import { useState, useTransition } from "react";
import { saveEmailPreferencesAction } from "@/lib/actions/notifications";
import { handleActionResult } from "@/lib/client/action-result";
import {
  NOTIFICATION_CATEGORY_LABELS,
  type EmailPreferences,
} from "@/lib/validation/notifications";

const CATEGORIES = Object.keys(NOTIFICATION_CATEGORY_LABELS) as Array<keyof EmailPreferences>;

/** Settings: e-mail per category (in-app notifications are always made). */
export function EmailPreferencesSection({
  initial,
  mailEnabled,
}: {
  initial: EmailPreferences;
  mailEnabled: boolean;
}) {
  const [prefs, setPrefs] = useState(initial);
  const [saving, startSaving] = useTransition();
  const save = () =>
    startSaving(
      async () =>
        void handleActionResult(await saveEmailPreferencesAction(prefs), {
          success: "Preferências salvas",
        }),
    );
  return (
    <Card>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Notificações por e-mail
        </Heading>
        <Text size="2" color="gray">
          As notificações no app são sempre enviadas, exceto os lembretes de reuniões quando
          desligados. Escolha de quais assuntos você também quer receber e-mail.
          {mailEnabled ? "" : " O envio de e-mails não está configurado neste servidor."}
        </Text>
        {CATEGORIES.map((category) => (
          <Text as="label" size="2" key={category}>
            <Flex gap="2" align="center">
              <Switch
                checked={prefs[category] ?? true}
                onCheckedChange={(checked) => setPrefs({ ...prefs, [category]: checked })}
              />
              {NOTIFICATION_CATEGORY_LABELS[category]}
            </Flex>
          </Text>
        ))}
        <Flex>
          <Button onClick={save} loading={saving}>
            Salvar preferências
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
