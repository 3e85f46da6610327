import { Flex, Heading } from "@radix-ui/themes";
import type { ReactNode } from "react";

/**
 * The frame of a create/edit screen: its title (with optional `actions` beside it, e.g. delete)
 * over the form.
 */
export function FormScreen({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="7">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Flex>
  );
}
