import { Flex, Heading, Link, Text } from "@radix-ui/themes";
import type { IntegrationsProps } from "@/lib/server/integrations-settings";
import { ApiTokens } from "./api-tokens";
import { Webhooks } from "./webhooks";

/** Admin Settings › Integrações: the API reference, API tokens and webhooks. */
export function Integrations({ tokens, self, endpoints, deliveries }: IntegrationsProps) {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5" mt="4">
        Integrações
      </Heading>
      <Text size="2">
        Sistemas externos usam a API REST com um token de API. A referência completa, com exemplos,
        está na{" "}
        <Link href="/api/docs" target="_blank">
          documentação da API
        </Link>
        .
      </Text>
      <ApiTokens tokens={tokens} self={self} />
      <Webhooks endpoints={endpoints} deliveries={deliveries} />
    </Flex>
  );
}
