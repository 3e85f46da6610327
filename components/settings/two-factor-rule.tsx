"use client";

import { Card, Flex, Heading, RadioGroup, Text } from "@radix-ui/themes";
import { useState } from "react";
import { SubmitButton } from "@/components/form/submit-button";
import { useSaveSetting } from "./use-save-setting";
import { saveTwoFactorRuleAction } from "@/lib/actions/two-factor";
import { TWO_FACTOR_RULES } from "@/lib/validation/two-factor";

type Rule = keyof typeof TWO_FACTOR_RULES;

/**
 * 'Segurança' in the admin's Configurações: who must sign in with a second factor. Those it
 * covers are sent to set one up (or confirm it) before anything else.
 */
export function TwoFactorRuleCard({ rule }: { rule: Rule }) {
  const [value, setValue] = useState<Rule>(rule);
  const { pending, submit } = useSaveSetting(() =>
    saveTwoFactorRuleAction({ twoFactorRequired: value }),
  );
  return (
    <Card size="3">
      <form method="post" onSubmit={submit}>
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="4" id="two-factor-rule">
            Segurança
          </Heading>
          <Text as="p" size="2" weight="medium">
            Exigir verificação em duas etapas
          </Text>
          <RadioGroup.Root
            value={value}
            onValueChange={(next) => setValue(next as Rule)}
            aria-labelledby="two-factor-rule"
            name="twoFactorRequired"
          >
            {(Object.keys(TWO_FACTOR_RULES) as Rule[]).map((key) => (
              <RadioGroup.Item key={key} value={key}>
                {TWO_FACTOR_RULES[key]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <Text size="1" color="gray">
            Quem a regra alcançar e ainda não usar a verificação em duas etapas será levado a
            ativá-la antes de qualquer outra coisa.
          </Text>
          <SubmitButton loading={pending}>Salvar</SubmitButton>
        </Flex>
      </form>
    </Card>
  );
}
