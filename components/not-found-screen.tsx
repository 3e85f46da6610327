import { Flex, Heading, Text } from "@radix-ui/themes";
import { GoBackButton } from "@/components/go-back-button";
import { radixButton } from "@/components/radix-button";

export const NOT_FOUND_TITLE = "Página não encontrada";

/**
 * The not-found content: what happened, 'Voltar' (previous page) and 'Ir para o início'.
 * Inside an area it renders in the shell (app/admin/not-found.tsx); outside, on its own.
 */
export function NotFoundScreen({
  homeHref = "/",
  fullPage = false,
}: {
  homeHref?: string;
  fullPage?: boolean;
}) {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap="4"
      minHeight={fullPage ? "100vh" : undefined}
      py="9"
      px="4"
      style={{ textAlign: "center" }}
    >
      <Text
        size="9"
        weight="bold"
        color="violet"
        aria-hidden
        style={{ letterSpacing: "-0.04em", opacity: 0.85 }}
      >
        404
      </Text>
      <Heading as="h1" size="8">
        {NOT_FOUND_TITLE}
      </Heading>
      <Text color="gray" size="3" style={{ maxWidth: 460 }}>
        O endereço que você abriu não existe ou o registro foi removido. Estes caminhos podem
        ajudar:
      </Text>
      <Flex gap="3" mt="2" wrap="wrap" justify="center">
        <GoBackButton>Voltar</GoBackButton>
        {/*
          A solid Radix button as a plain link, like the error screen's: Button asChild (Radix's
          Slot) and next/link are client modules, which the root not-found would add to every page.
        */}
        <a href={homeHref} {...radixButton({ size: "3", variant: "solid" })}>
          Ir para o início
        </a>
      </Flex>
    </Flex>
  );
}
