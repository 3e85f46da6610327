import { ChevronRightIcon } from "@/components/icons";
import { Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import Link from "next/link";
import { Fragment } from "react";

export type Trail = { label: string; href?: string }[];

/** Where the collaborator is in a course: Treinamentos › training › module › … */
export function StudyTrail({ trail }: { trail: Trail }) {
  return (
    <nav aria-label="Trilha">
      <Flex align="center" gap="1" wrap="wrap">
        {trail.map((step, index) => (
          <Fragment key={`${index}-${step.label}`}>
            {index > 0 ? (
              <Text color="gray" aria-hidden>
                <ChevronRightIcon />
              </Text>
            ) : null}
            {step.href ? (
              <RadixLink asChild size="2">
                <Link href={step.href}>{step.label}</Link>
              </RadixLink>
            ) : (
              <Text size="2" color="gray" aria-current="page">
                {step.label}
              </Text>
            )}
          </Fragment>
        ))}
      </Flex>
    </nav>
  );
}

/** The collaborator's addresses of a course, in one place. */
export const studyPaths = {
  trainings: "/collaborator/trainings",
  modules: (trainingId: number) => `/collaborator/trainings/${trainingId}/modules`,
  submodules: (trainingId: number, moduleId: number) =>
    `/collaborator/trainings/${trainingId}/modules/${moduleId}/submodules`,
  lesson: (trainingId: number, moduleId: number, lessonId: number) =>
    `/collaborator/trainings/${trainingId}/modules/${moduleId}/lessons/${lessonId}`,
};
