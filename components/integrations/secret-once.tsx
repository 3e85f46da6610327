"use client";

import { Callout, Code, Flex, Text } from "@radix-ui/themes";

/** A secret shown right after it was made: it is never shown again. */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  return (
    <Callout.Root color="amber" role="status">
      <Callout.Text>
        <Flex direction="column" gap="1">
          <Text weight="bold">{label}: copie agora, ele não será mostrado de novo.</Text>
          <Code size="2" style={{ wordBreak: "break-all" }} data-testid="secret-once">
            {value}
          </Code>
        </Flex>
      </Callout.Text>
    </Callout.Root>
  );
}
