import { CheckCircledIcon, CircleIcon } from "@/components/icons";
import { Card, Flex, Heading, Link as RadixLink, Text, VisuallyHidden } from "@radix-ui/themes";
import Link from "next/link";
import type { StudyItem } from "@/lib/services/content";
import { ProgressLine } from "./study-card";

/** A submodule of a module screen: its progress and its lessons, done ones ticked. */
export function SubmoduleLessons({
  submodule,
  lessons,
  hrefOf,
}: {
  submodule: StudyItem;
  lessons: StudyItem[];
  hrefOf: (lesson: StudyItem) => string;
}) {
  return (
    <Card size="3" asChild>
      <section aria-label={submodule.title}>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="4">
              {submodule.title}
            </Heading>
            <Text size="2" color="gray">
              {submodule.description}
            </Text>
          </Flex>
          {submodule.progress ? <ProgressLine progress={submodule.progress} /> : null}
          {lessons.length === 0 ? (
            <Text size="2" color="gray">
              Nenhuma aula neste submódulo ainda.
            </Text>
          ) : (
            <Flex asChild direction="column" gap="2">
              <ol style={{ listStyle: "none", margin: 0, padding: 0 }}>
                {lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <Flex align="center" gap="2">
                      <Text color={lesson.done ? "green" : "gray"}>
                        {lesson.done ? (
                          <CheckCircledIcon aria-hidden />
                        ) : (
                          <CircleIcon aria-hidden />
                        )}
                        <VisuallyHidden>
                          {lesson.done ? "Concluída" : "Não concluída"}
                        </VisuallyHidden>
                      </Text>
                      <RadixLink asChild>
                        <Link href={hrefOf(lesson)}>{lesson.title}</Link>
                      </RadixLink>
                    </Flex>
                  </li>
                ))}
              </ol>
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}
