import { Box, Flex, Heading } from "@radix-ui/themes";
import { EmptyState } from "@/components/empty-state";

/** A screen whose content has not been built yet: its title and an empty state, not a 404. */
export function PagePlaceholder({
  title,
  text = "Nada por aqui ainda.",
}: {
  title: string;
  text?: string;
}) {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Box maxWidth="560px">
        <EmptyState text={text} />
      </Box>
    </Flex>
  );
}
