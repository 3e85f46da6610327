import { ArrowLeftIcon, ArrowRightIcon } from "@/components/icons";
import { Badge, Button, Flex, Heading, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LessonDoneButton } from "@/components/content/lesson-done-button";
import { LessonFile, LessonVideo } from "@/components/content/lesson-content";
import { QuizLesson } from "@/components/content/quiz-lesson";
import { LoadError } from "@/components/content/load-error";
import { StudyTrail, studyPaths } from "@/components/content/study-nav";
import type { Actor } from "@/lib/core/actor";
import { pageActor, pageId } from "@/lib/server/page";
import { studyItem, studyList } from "@/lib/services/content";
import { MAX_PER_PAGE } from "@/lib/validation/list";
import { loadStudy } from "../../../../../load";

export const metadata: Metadata = { title: "Aula" };

/** The lesson with its place in the course and its neighbours in the submodule. */
async function lessonWithNeighbours(actor: Actor, lessonId: number) {
  const detail = await studyItem(actor, "lesson", lessonId);
  const siblings = (
    await studyList(actor, "lesson", {
      submoduleId: detail.item.submoduleId,
      per_page: MAX_PER_PAGE,
    })
  ).data;
  const index = siblings.findIndex((lesson) => lesson.id === lessonId);
  return { ...detail, previous: siblings[index - 1] ?? null, next: siblings[index + 1] ?? null };
}

export default async function Page(props: {
  params: Promise<{ id: string; moduleId: string; lessonId: string }>;
}) {
  const actor = await pageActor();
  const params = await props.params;
  const [trainingId, moduleId, lessonId] = [
    pageId(params.id),
    pageId(params.moduleId),
    pageId(params.lessonId),
  ];
  const loaded = await loadStudy(
    lessonWithNeighbours(actor, lessonId),
    "Não foi possível carregar a aula. Tente novamente.",
  );
  if (!loaded.ok) return <LoadError message={loaded.message} />;
  const { item: lesson, path, previous, next } = loaded.data;
  const [training, courseModule, submodule] = path;
  if (training?.id !== trainingId || courseModule?.id !== moduleId) notFound();
  const hrefOf = (id: number) => studyPaths.lesson(trainingId, moduleId, id);
  const trail = [
    { label: "Treinamentos", href: studyPaths.trainings },
    { label: training.title, href: studyPaths.modules(trainingId) },
    { label: courseModule.title, href: studyPaths.submodules(trainingId, moduleId) },
    { label: submodule.title },
  ];
  return (
    <Flex direction="column" gap="5">
      <StudyTrail trail={trail} />
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            {lesson.title}
          </Heading>
          {lesson.done ? (
            <Badge color="green" size="2" style={{ alignSelf: "start" }}>
              Concluída
            </Badge>
          ) : null}
        </Flex>
        {lesson.quiz ? null : <LessonDoneButton lessonId={lesson.id} done={Boolean(lesson.done)} />}
      </Flex>
      {lesson.quiz ? null : <LessonVideo title={lesson.title} content={lesson.content ?? ""} />}
      <Text>{lesson.description}</Text>
      {lesson.quiz ? <QuizLesson lessonId={lesson.id} quiz={lesson.quiz} /> : null}
      {lesson.file ? <LessonFile file={lesson.file} /> : null}
      <Flex justify="between" gap="3">
        {previous ? (
          <Button asChild variant="soft" color="gray">
            <Link href={hrefOf(previous.id)}>
              <ArrowLeftIcon /> {previous.title}
            </Link>
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button asChild variant="soft">
            <Link href={hrefOf(next.id)}>
              {next.title} <ArrowRightIcon />
            </Link>
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
