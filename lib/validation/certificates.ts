import { z } from "@/lib/validation/zod";
import { REPORT_SORTS } from "@/lib/kinds/certificates";
import { listQuerySchema } from "./list";

export * from "@/lib/kinds/certificates";

/** A training's report (admin): who is granted, started, completed, quiz scores, certificates. */

export const trainingReportQuerySchema = listQuerySchema.extend({
  sort: z.enum(REPORT_SORTS, { error: "Ordenação inválida" }).optional(),
});
const filterId = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.coerce
    .number({ error: "Filtro inválido" })
    .int("Filtro inválido")
    .positive("Filtro inválido")
    .max(2_147_483_647, "Filtro inválido")
    .optional(),
);

/** `GET /api/certificates` (ADMIN): every certificate, newest first, by training or person. */
export const certificateListQuerySchema = listQuerySchema.extend({
  trainingId: filterId,
  userId: filterId,
});

export type TrainingReportQuery = z.output<typeof trainingReportQuerySchema>;

/** The best attempt of one quiz lesson of the training. */
export type QuizScore = {
  lessonId: number;
  title: string;
  bestScore: number;
  passed: boolean;
  attempts: number;
};

/** One person of the report; `granted` false: holds a certificate but no access any more. */
export type TrainingReportRow = {
  id: number;
  name: string;
  email: string;
  granted: boolean;
  done: number;
  total: number;
  percent: number;
  started: boolean;
  completed: boolean;
  quizzes: QuizScore[];
  certificate: {
    id: number;
    code: string;
    completedOn: string;
    issuedAt: string;
    revokedAt: string | null;
  } | null;
};

export type TrainingReportSummary = {
  granted: number;
  started: number;
  completed: number;
  certificates: number;
  revoked: number;
};
