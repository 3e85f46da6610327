import { z } from "@/lib/validation/zod";

/** Option-list keys of `GET /api/autocomplete?fields=…` (spec §3). */
export const AUTOCOMPLETE_KEYS = [
  "profiles",
  "users",
  "paymentTypes",
  "paymentRequest",
  "refundTypes",
  "trainings",
  "modules",
  "submodules",
] as const;
export type AutocompleteKey = (typeof AUTOCOMPLETE_KEYS)[number];

export type AutocompleteOption = { id: number; label: string; fullName?: string };
export type AutocompleteResult = Partial<Record<AutocompleteKey, AutocompleteOption[]>>;

const INVALID = `Campos inválidos. Use: ${AUTOCOMPLETE_KEYS.join(", ")}`;

/** `fields=a,b` or `fields=a&fields=b`; at least one key, every key known. */
export const autocompleteQuerySchema = z.object({
  fields: z
    .union([z.string(), z.array(z.string())], { error: "Informe os campos (fields)" })
    .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(AUTOCOMPLETE_KEYS, { error: INVALID })).min(1, "Informe os campos (fields)")),
  /** Narrows `users` to one profile (finance items and training grants are for collaborators). */
  profile: z.enum(["ADMIN", "EXPERT", "EMPLOYEE"], { error: "Perfil inválido" }).optional(),
});
