import { z } from "@/lib/validation/zod";
import { optionalDay } from "./dashboard";
import { listQuerySchema } from "./list";

const PERSON_INVALID = "Pessoa inválida";

/**
 * `GET /api/audit`, its CSV export and /admin/audit: who (`person`, a user id), what (`action`),
 * when (`from`/`to`, days in the organisation's zone, both inclusive); always newest first.
 */
const auditFilters = listQuerySchema.extend({
  sort: z.undefined({ error: "Ordenação inválida" }).optional(),
  order: z.undefined({ error: "Ordenação inválida" }).optional(),
  person: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: PERSON_INVALID })
      .int(PERSON_INVALID)
      .positive(PERSON_INVALID)
      .max(2_147_483_647, PERSON_INVALID)
      .optional(),
  ),
  action: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string({ error: "Ação inválida" })
      .max(64, "Ação inválida")
      .regex(/^[a-z_]+(\.[a-z_]+)*$/, "Ação inválida")
      .optional(),
  ),
  from: optionalDay("Data inicial inválida (AAAA-MM-DD)"),
  to: optionalDay("Data final inválida (AAAA-MM-DD)"),
});

const PERIOD = {
  check: (query: { from?: string; to?: string }) =>
    !query.from || !query.to || query.from <= query.to,
  error: { message: "A data inicial deve ser anterior à final", path: ["to"] },
};

export const auditListQuerySchema = auditFilters.refine(PERIOD.check, PERIOD.error);
export const auditExportQuerySchema = auditFilters
  .omit({ page: true, per_page: true })
  .refine(PERIOD.check, PERIOD.error);

export type AuditListQuery = z.output<typeof auditListQuerySchema>;
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;
