import { Flex, Heading, Text } from "@radix-ui/themes";
import type { StudyItem } from "@/lib/services/content";
import { ProgressLine } from "./study-card";
import { StudyTrail, type Trail } from "./study-nav";

/** The top of a collaborator course screen: trail, title, description and progress. */
export function StudyHeader({
  trail,
  item,
  eyebrow,
}: {
  trail: Trail;
  item: StudyItem;
  eyebrow?: string;
}) {
  return (
    <Flex direction="column" gap="3">
      <StudyTrail trail={trail} />
      <Flex direction="column" gap="1">
        {eyebrow ? (
          <Text size="2" color="gray">
            {eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" size="7">
          {item.title}
        </Heading>
        <Text color="gray">{item.description}</Text>
      </Flex>
      {item.progress ? (
        <div style={{ maxWidth: 420 }}>
          <ProgressLine progress={item.progress} />
        </div>
      ) : null}
    </Flex>
  );
}
