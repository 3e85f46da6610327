import { Flex, Heading } from "@radix-ui/themes";
import type { ReactNode } from "react";

/** The frame of a create/edit screen: its title over the form. */
export function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
