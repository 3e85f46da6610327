import { z } from "@/lib/validation/zod";
import { grantSchemas } from "./content";

/**
 * A grant's last day (decision 0126): 'YYYY-MM-DD' in the organisation's zone, or null for no
 * end. A day already past is accepted: it ends the access at once.
 */
export const VALID_UNTIL_INVALID = "Data inválida (use AAAA-MM-DD)";

const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "2000-01-01" || value > "2999-12-31")
    return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const day = z
  .string({ error: VALID_UNTIL_INVALID })
  .trim()
  .refine(isCalendarDay, VALID_UNTIL_INVALID);

/** The form's empty field is "no date given"; null is "no end". */
const validUntil = z.preprocess((v) => (v === "" ? undefined : v), day.nullable().optional());

/**
 * `POST …/permissions`: items × users, and `validUntil` for every one of them. Left out, a new
 * grant has no end and a grant already held keeps its own; null removes the end.
 */
export const grantWithValiditySchemas = {
  training: grantSchemas.training.extend({ validUntil }),
  module: grantSchemas.module.extend({ validUntil }),
  submodule: grantSchemas.submodule.extend({ validUntil }),
};

/** `PATCH …/{id}/permissions/{userId}`: one person's last day, or null for no end. */
export const grantValiditySchema = z.object({
  validUntil: z.preprocess((v) => (v === "" ? null : v), day.nullable()),
});
export type GrantValidityInput = z.input<typeof grantValiditySchema>;
