import { InfoCircledIcon } from "@/components/icons";
import { Callout, Flex } from "@radix-ui/themes";
import { CreateButton } from "@/components/create-button";

/**
 * Nothing to show, said plainly — the one empty-state pattern: 'Nenhum pagamento encontrado'
 * and, where the user may create one, the create button next to it.
 */
export function EmptyState({
  text,
  create,
}: {
  text: string;
  create?: { href: string; label: string };
}) {
  return (
    <Callout.Root color="gray" variant="surface">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex align="center" justify="between" gap="3" wrap="wrap" style={{ gridColumn: "2" }}>
        <Callout.Text>{text}</Callout.Text>
        {create ? <CreateButton {...create} variant="soft" /> : null}
      </Flex>
    </Callout.Root>
  );
}
