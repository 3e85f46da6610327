import {
  certificateListQuerySchema,
  trainingReportQuerySchema,
} from "@/lib/validation/certificates";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { dataOf, dateTime, listOf, nullableDateTime, pageMetaSchema } from "./responses";

const tag = "Certificados";
const day = () => z.string().meta({ format: "date", example: "2026-11-27" });

const certificateView = z
  .object({
    id: z.int(),
    code: z.string().meta({ example: "7K3QX9M2D4HT8VZP1RB6NC5WEA" }),
    trainingId: z.int().nullable().describe("null quando o treinamento foi excluído"),
    training: z.string().describe("O título do treinamento na emissão"),
    workloadHours: z.int().nullable(),
    completedOn: day(),
    issuedAt: dateTime(),
    revoked: z.boolean(),
    revokedAt: nullableDateTime(),
    pdfUrl: z.string().meta({ example: "/api/certificates/1/pdf" }),
    verifyUrl: z.string().meta({ example: "https://membros.exemplo.org/verify/7K3Q…" }),
  })
  .meta({ id: "Certificate" });

const publicCertificate = z
  .object({
    status: z.enum(["valid", "revoked"]),
    code: z.string().meta({ example: "7K3Q-X9M2-D4HT-8VZP-1RB6-NC5W-EA" }),
    personName: z.string(),
    training: z.string(),
    workloadHours: z.int().nullable(),
    completedOn: day(),
    revokedAt: nullableDateTime(),
  })
  .meta({ id: "CertificateVerification" });

const reportRow = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  granted: z.boolean().describe("false: tem o certificado mas não tem mais acesso"),
  done: z.int(),
  total: z.int(),
  percent: z.int(),
  started: z.boolean(),
  completed: z.boolean(),
  quizzes: z.array(
    z.object({
      lessonId: z.int(),
      title: z.string(),
      bestScore: z.int(),
      passed: z.boolean(),
      attempts: z.int(),
    }),
  ),
  certificate: z
    .object({
      id: z.int(),
      code: z.string(),
      completedOn: day(),
      issuedAt: dateTime(),
      revokedAt: nullableDateTime(),
    })
    .nullable(),
});

const report = z.object({
  training: z.object({
    id: z.int(),
    title: z.string(),
    workloadHours: z.int().nullable(),
    lessons: z.int(),
  }),
  summary: z.object({
    granted: z.int(),
    started: z.int(),
    completed: z.int(),
    certificates: z.int(),
    revoked: z.int(),
  }),
  data: z.array(reportRow),
  meta: pageMetaSchema,
});

export const certificateOperations: Operation[] = [
  {
    method: "get",
    path: "/api/collaborator/certificates",
    tag,
    roles: ["EMPLOYEE"],
    summary: "Meus certificados",
    description: "Emitidos quando todas as aulas de um treinamento são concluídas.",
    ok: { status: 200, schema: dataOf(certificateView) },
  },
  {
    method: "get",
    path: "/api/certificates",
    tag,
    roles: ["ADMIN"],
    summary: "Todos os certificados emitidos",
    description: "Do mais recente ao mais antigo. Filtros: `trainingId`, `userId`.",
    query: certificateListQuerySchema,
    ok: {
      status: 200,
      schema: listOf(certificateView.extend({ userId: z.int(), personName: z.string() })),
    },
  },
  {
    method: "get",
    path: "/api/certificates/{id}/pdf",
    tag,
    roles: ["ADMIN", "EMPLOYEE"],
    summary:
      "O PDF de um certificado (do próprio colaborador, ou qualquer um para administradores)",
    ok: { status: 200, media: "application/pdf" },
  },
  {
    method: "patch",
    path: "/api/certificates/{id}/revoke",
    tag,
    roles: ["ADMIN"],
    summary: "Revogar um certificado",
    description:
      "A verificação pública passa a dizer que foi revogado. Irreversível (409 se já revogado).",
    ok: {
      status: 200,
      schema: z.object({ success: z.literal(true), certificate: certificateView }),
    },
    errors: [409],
  },
  {
    method: "get",
    path: "/api/verify/{code}",
    tag,
    summary: "Verificar um certificado pelo código",
    description:
      "Público. Diz se o certificado é válido ou foi revogado, para quem, qual treinamento, a carga horária e a data de conclusão; nada além. Limitado por endereço (429 com `Retry-After`).",
    ok: { status: 200, schema: publicCertificate },
    errors: [404, 429],
  },
  {
    method: "get",
    path: "/api/training-admin/{id}/report",
    tag: "Treinamentos",
    roles: ["ADMIN"],
    summary: "Relatório do treinamento",
    description:
      "Quem tem acesso (ao treinamento ou abaixo dele), quem começou e concluiu, a melhor nota de cada questionário e o certificado; `summary` traz os totais. `sort`: `name`, `progress` ou `certificate`.",
    query: trainingReportQuerySchema,
    ok: { status: 200, schema: report },
  },
  {
    method: "get",
    path: "/api/training-admin/{id}/report/export",
    tag: "Treinamentos",
    roles: ["ADMIN"],
    summary: "Relatório do treinamento em CSV",
    ok: { status: 200, media: "text/csv" },
  },
];
