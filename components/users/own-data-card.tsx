import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";

/**
 * 'Meu Perfil' › 'Seus dados': the LGPD portability right served by the app. A plain link:
 * the browser downloads the streamed ZIP with the session cookie, no script needed.
 */
export function OwnDataCard() {
  return (
    <Card size="3" mt="4">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="4">
          Seus dados
        </Heading>
        <Text size="2" color="gray">
          Baixe um arquivo ZIP com tudo o que guardamos sobre você: perfil, pagamentos, solicitações e reembolsos com o
          histórico e os comprovantes, reuniões, acessos e progresso nos treinamentos (LGPD, art. 18).
        </Text>
        <Button asChild variant="soft">
          <a href="/api/collaborator/data-export" download>
            Baixar meus dados
          </a>
        </Button>
      </Flex>
    </Card>
  );
}
