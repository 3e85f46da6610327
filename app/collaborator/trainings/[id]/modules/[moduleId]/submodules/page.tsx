import { Flex, Heading } from "@radix-ui/themes";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmptyState } from "@/components/empty-state";
import { SubmoduleLessons } from "@/components/content/lesson-list";
import { LoadError } from "@/components/content/load-error";
import { StudyHeader } from "@/components/content/study-header";
import { studyPaths } from "@/components/content/study-nav";
import type { Actor } from "@/lib/core/actor";
import { pageActor, pageId } from "@/lib/server/page";
import { studyItem, studyList } from "@/lib/services/content";
import { MAX_PER_PAGE } from "@/lib/validation/list";
import { loadStudy } from "../../../../load";

export const metadata: Metadata = { title: "Submódulos" };

/** The submodules of a module the collaborator reaches, each with its lessons. */
async function submodulesWithLessons(actor: Actor, moduleId: number) {
  const submodules = await studyList(actor, "submodule", { moduleId, per_page: MAX_PER_PAGE });
  return Promise.all(
    submodules.data.map(async (submodule) => ({
      submodule,
      lessons: (
        await studyList(actor, "lesson", { submoduleId: submodule.id, per_page: MAX_PER_PAGE })
      ).data,
    })),
  );
}

export default async function Page(props: { params: Promise<{ id: string; moduleId: string }> }) {
  const actor = await pageActor();
  const params = await props.params;
  const trainingId = pageId(params.id);
  const moduleId = pageId(params.moduleId);
  const moduleDetail = await loadStudy(
    studyItem(actor, "module", moduleId),
    "Não foi possível carregar o módulo. Tente novamente.",
  );
  if (!moduleDetail.ok) return <LoadError message={moduleDetail.message} />;
  const [training] = moduleDetail.data.path;
  if (training?.id !== trainingId) notFound();
  const sections = await loadStudy(
    submodulesWithLessons(actor, moduleId),
    "Não foi possível carregar os submódulos. Tente novamente.",
  );
  const trail = [
    { label: "Treinamentos", href: studyPaths.trainings },
    { label: training.title, href: studyPaths.modules(trainingId) },
    { label: moduleDetail.data.item.title },
  ];
  return (
    <Flex direction="column" gap="5">
      <StudyHeader trail={trail} item={moduleDetail.data.item} eyebrow="Módulo" />
      <Heading as="h2" size="5">
        Submódulos
      </Heading>
      {!sections.ok ? (
        <LoadError message={sections.message} />
      ) : sections.data.length === 0 ? (
        <EmptyState text="Nenhum submódulo deste módulo foi liberado para você ainda." />
      ) : (
        sections.data.map(({ submodule, lessons }) => (
          <SubmoduleLessons
            key={submodule.id}
            submodule={submodule}
            lessons={lessons}
            hrefOf={(lesson) => studyPaths.lesson(trainingId, moduleId, lesson.id)}
          />
        ))
      )}
    </Flex>
  );
}
