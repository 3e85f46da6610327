"use client";

import { Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { SubmitButton } from "@/components/form/submit-button";
import { saveOrganizationNameAction } from "@/lib/actions/organization";
import { useSaveSetting } from "./use-save-setting";

/** 'Organização' in the admin's Configurações: the name printed on the minutes (atas). */
export function OrganizationNameCard({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const { pending, submit } = useSaveSetting(() => saveOrganizationNameAction({ name: value }));
  return (
    <Card size="3">
      <form method="post" onSubmit={submit}>
        <Flex direction="column" gap="3" align="start">
          <Heading as="h3" size="4">
            Dados da organização
          </Heading>
          <Flex direction="column" gap="1" width="100%" maxWidth="480px">
            <Text as="label" htmlFor="organization-name" size="2" weight="medium">
              Nome da organização
            </Text>
            <TextField.Root
              id="organization-name"
              name="name"
              value={value}
              maxLength={120}
              required
              aria-describedby="organization-name-hint"
              onChange={(e) => setValue(e.target.value)}
            />
            <Text size="1" color="gray" id="organization-name-hint">
              Aparece no cabeçalho das atas de reunião.
            </Text>
          </Flex>
          <SubmitButton loading={pending}>Salvar</SubmitButton>
        </Flex>
      </form>
    </Card>
  );
}
