import { Card, Flex, Heading } from "@radix-ui/themes";
import type { ReactNode } from "react";

/** A card of a home screen (admin dashboard, collaborator home): an h2 title, then its content. */
export function HomeCard({
  title,
  gap = "2",
  children,
}: {
  title: ReactNode;
  gap?: "1" | "2" | "3";
  children: ReactNode;
}) {
  return (
    <Card size="2">
      <Flex direction="column" gap={gap}>
        <Heading as="h2" size="3">
          {title}
        </Heading>
        {children}
      </Flex>
    </Card>
  );
}
