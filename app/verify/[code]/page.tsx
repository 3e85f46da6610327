import "@/components/public-theme-styles";
// Not found and throttled speak in amber, a scale the public CSS does not carry (decision 0089).
import "@radix-ui/themes/tokens/colors/amber.css";
import { Box, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import type { Metadata } from "next";
import { Fragment } from "react";
import { headers } from "next/headers";
import { ThemeRoot } from "@/components/theme-root";
import { isAppError } from "@/lib/core/errors";
import { formatDate, formatInstantDate } from "@/lib/format";
import { clientAddress } from "@/lib/server/client-address";
import { decodedSegment } from "@/lib/services/certificates/code";
import { verifyCertificate, type PublicCertificate } from "@/lib/services/certificates/read";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings/time-zone";

export const metadata: Metadata = {
  title: "Verificação de certificado",
  robots: { index: false, follow: false },
};

type Outcome =
  | { kind: "found"; certificate: PublicCertificate }
  | { kind: "not_found" }
  | { kind: "throttled"; minutes: number };

async function lookUp(code: string): Promise<Outcome> {
  try {
    return {
      kind: "found",
      certificate: await verifyCertificate(code, clientAddress(await headers())),
    };
  } catch (error) {
    if (isAppError(error) && error.status === 404) return { kind: "not_found" };
    if (isAppError(error) && error.status === 429) {
      const seconds = Number(error.headers?.["retry-after"] ?? 60);
      return { kind: "throttled", minutes: Math.max(1, Math.ceil(seconds / 60)) };
    }
    throw error;
  }
}

function Details({ certificate }: { certificate: PublicCertificate }) {
  const rows: [string, string][] = [
    ["Nome", certificate.personName],
    ["Treinamento", certificate.training],
    ...(certificate.workloadHours === null
      ? []
      : ([["Carga horária", `${certificate.workloadHours} horas`]] as [string, string][])),
    ["Concluído em", formatDate(certificate.completedOn)],
    ["Código", certificate.code],
  ];
  return (
    <dl
      style={{
        display: "grid",
        gridTemplateColumns: "max-content 1fr",
        gap: "12px 24px",
        margin: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>
            <Text size="2" color="gray">
              {label}
            </Text>
          </dt>
          <dd style={{ margin: 0, overflowWrap: "anywhere" }}>
            <Text size="3" weight="medium">
              {value}
            </Text>
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * `/verify/{code}`, open to anyone (the QR code and the address printed on a certificate lead
 * here): whether the certificate is valid or revoked, for whom, which training, the workload and
 * the completion day; nothing else. Counted per client address like `GET /api/verify/{code}`.
 */
export default async function VerifyPage(props: { params: Promise<{ code: string }> }) {
  const outcome = await lookUp(decodedSegment((await props.params).code));
  return (
    <ThemeRoot>
      <main>
        <Flex justify="center" px="4" py="9" minHeight="100vh">
          <Box width="100%" maxWidth="640px">
            <Flex direction="column" gap="5">
              <Heading as="h1" size="8">
                Verificação de certificado
              </Heading>
              <Result outcome={outcome} />
              {outcome.kind === "found" ? <Details certificate={outcome.certificate} /> : null}
            </Flex>
          </Box>
        </Flex>
      </main>
    </ThemeRoot>
  );
}

function Result({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === "throttled")
    return (
      <Callout.Root color="amber" variant="surface" role="alert">
        <Callout.Text>
          Muitas consultas de certificados a partir deste endereço. Tente novamente em{" "}
          {outcome.minutes} {outcome.minutes === 1 ? "minuto" : "minutos"}.
        </Callout.Text>
      </Callout.Root>
    );
  if (outcome.kind === "not_found")
    return (
      <Callout.Root color="amber" variant="surface">
        <Callout.Text>
          Certificado não encontrado. Confira o código impresso no certificado.
        </Callout.Text>
      </Callout.Root>
    );
  const { certificate } = outcome;
  if (certificate.status === "revoked")
    return (
      <Callout.Root color="red" variant="surface">
        <Callout.Text>
          <strong>Certificado revogado</strong> em{" "}
          {formatInstantDate(certificate.revokedAt, MEETING_TIME_ZONE)}: ele não vale mais.
        </Callout.Text>
      </Callout.Root>
    );
  return (
    <Callout.Root variant="surface">
      <Callout.Text>
        <strong>Certificado válido</strong>, emitido pela organização para a pessoa abaixo.
      </Callout.Text>
    </Callout.Root>
  );
}
