"use client";

import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Button, Code, Flex, Heading, Text } from "@radix-ui/themes";

type ErrorScreenProps = {
  error: Error & { digest?: string };
  retry: () => void;
  /** Where 'Ir para o início' leads ("/" picks the home of the signed-in profile). */
  homeHref?: string;
};

/** The fallback of an error boundary: what happened, a retry and a way home. */
export function ErrorScreen({ error, retry, homeHref = "/" }: ErrorScreenProps) {
  return (
    <Flex direction="column" align="center" justify="center" gap="4" py="9" px="4" style={{ textAlign: "center" }}>
      <Text color="red">
        <ExclamationTriangleIcon width="40" height="40" />
      </Text>
      <Heading as="h1" size="7">
        Unexpected Application Error!
      </Heading>
      <Text color="gray" style={{ maxWidth: 480 }}>
        Algo deu errado ao carregar esta página. Tente novamente; se o problema continuar, fale com o suporte.
      </Text>
      {error.digest ? (
        <Text size="1" color="gray">
          Código do erro: <Code variant="ghost">{error.digest}</Code>
        </Text>
      ) : null}
      <Flex gap="3" mt="2">
        <Button size="3" onClick={() => retry()}>
          Tentar novamente
        </Button>
        <Button size="3" variant="soft" color="gray" asChild>
          {/* A full load: after an error the client-side router may be what broke. */}
          <a href={homeHref}>Ir para o início</a>
        </Button>
      </Flex>
    </Flex>
  );
}
