import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import { StudyCarousel } from "@/components/content/study-carousel";
import { StudyHeader } from "@/components/content/study-header";
import { studyPaths } from "@/components/content/study-nav";
import { LoadError } from "@/components/content/load-error";
import { pageActor, pageId } from "@/lib/server/page";
import { ownCertificates } from "@/lib/services/certificates/read";
import { studyItem, studyList } from "@/lib/services/content";
import { MAX_PER_PAGE } from "@/lib/validation/list";
import { loadStudy } from "../../load";

export const metadata: Metadata = { title: "Módulos" };

export default async function Page(props: { params: Promise<{ id: string }> }) {
  const actor = await pageActor();
  const trainingId = pageId((await props.params).id);
  const training = await loadStudy(
    studyItem(actor, "training", trainingId),
    "Não foi possível carregar o treinamento. Tente novamente.",
  );
  if (!training.ok) return <LoadError message={training.message} />;
  const modules = await loadStudy(
    studyList(actor, "module", { trainingId, per_page: MAX_PER_PAGE }),
    "Não foi possível carregar os módulos. Tente novamente.",
  );
  const { item } = training.data;
  const certificate = (await ownCertificates(actor)).data.find(
    (c) => c.trainingId === trainingId && !c.revoked,
  );
  return (
    <Flex direction="column" gap="5">
      <StudyHeader
        trail={[{ label: "Treinamentos", href: studyPaths.trainings }, { label: item.title }]}
        item={item}
        eyebrow={`Professor: ${item.tutor}`}
      />
      {certificate ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Button asChild>
            <a href={certificate.pdfUrl} download>
              Certificado
            </a>
          </Button>
          <Text size="2" color="gray">
            Você concluiu este treinamento: baixe o seu certificado em PDF.
          </Text>
        </Flex>
      ) : null}
      <Heading as="h2" size="5">
        Módulos
      </Heading>
      <StudyCarousel
        label="Módulos"
        loaded={modules}
        empty="Nenhum módulo deste treinamento foi liberado para você ainda."
        hrefOf={(item) => studyPaths.submodules(trainingId, item.id)}
      />
    </Flex>
  );
}
