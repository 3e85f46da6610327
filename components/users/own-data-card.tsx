import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { EraseOwnData } from "./erase-own-data";

/**
 * 'Meu Perfil' › 'Seus dados': the LGPD portability right served by the app. A plain link:
 * the browser downloads the streamed ZIP with the session cookie, no script needed.
 */
export function OwnDataCard({ fullName, email }: { fullName: string; email: string }) {
  return (
    <Card size="3" mt="4">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="4">
          Seus dados
        </Heading>
        <Text size="2" color="gray">
          Baixe um arquivo ZIP com tudo o que guardamos sobre você: perfil, pagamentos, solicitações
          e reembolsos com o histórico e os comprovantes, reuniões, acessos e progresso nos
          treinamentos (LGPD, art. 18).
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild variant="soft">
            <a href="/api/collaborator/data-export" download>
              Baixar meus dados
            </a>
          </Button>
          <EraseOwnData fullName={fullName} email={email} />
        </Flex>
        <Text size="1" color="gray">
          Excluir apaga para sempre seu nome, e-mail, telefone, documento, data de nascimento,
          Instagram e chave PIX e encerra seu acesso. Pagamentos, reembolsos e comprovantes ficam
          guardados pelo prazo contábil, sem seus dados pessoais.
        </Text>
      </Flex>
    </Card>
  );
}
