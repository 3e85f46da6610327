import { Flex, Heading, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import { CertificateList } from "@/components/content/certificate-list";
import { StudyCarousel } from "@/components/content/study-carousel";
import { studyPaths } from "@/components/content/study-nav";
import { pageActor } from "@/lib/server/page";
import { ownCertificates } from "@/lib/services/certificates/read";
import { studyList } from "@/lib/services/content";
import { MAX_PER_PAGE } from "@/lib/validation/list";
import { loadStudy } from "./load";

export const metadata: Metadata = { title: "Treinamentos" };

export default async function Page() {
  const actor = await pageActor();
  const loaded = await loadStudy(
    studyList(actor, "training", { per_page: MAX_PER_PAGE }),
    "Não foi possível carregar os treinamentos. Tente novamente.",
  );
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Treinamentos
        </Heading>
        <Text color="gray">Os treinamentos liberados para você.</Text>
      </Flex>
      <StudyCarousel
        label="Treinamentos"
        loaded={loaded}
        empty="Nenhum treinamento foi liberado para você ainda."
        hrefOf={(training) => studyPaths.modules(training.id)}
      />
      <Heading as="h2" size="5" mt="4">
        Meus certificados
      </Heading>
      <CertificateList data={(await ownCertificates(actor)).data} />
    </Flex>
  );
}
