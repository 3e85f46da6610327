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

/**
 * A searched `users` answer holds this many users unless `limit` says otherwise (at most `MAX`).
 */
export const USER_SEARCH_LIMIT = { DEFAULT: 20, MAX: 50 } as const;
/** `ids=` resolves at most this many users (a meeting's attendees, an edit form's selection). */
export const MAX_USER_IDS = 500;

const INVALID = `Campos inválidos. Use: ${AUTOCOMPLETE_KEYS.join(", ")}`;
const BAD_IDS = "Ids inválidos: use números separados por vírgula";
const BAD_LIMIT = `Limite inválido: use de 1 a ${USER_SEARCH_LIMIT.MAX}`;

/** `key=a,b` or `key=a&key=b`: the trimmed, distinct, non-empty items. */
const commaList = (error: string) =>
  z.union([z.string(), z.array(z.string())], { error }).transform((value) => [
    ...new Set(
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ]);

/** `fields=a,b` or `fields=a&fields=b`; at least one key, every key known. */
export const autocompleteQuerySchema = z.object({
  fields: commaList("Informe os campos (fields)").pipe(
    z.array(z.enum(AUTOCOMPLETE_KEYS, { error: INVALID })).min(1, "Informe os campos (fields)"),
  ),
  /** Narrows `users` to one profile (finance items and training grants are for collaborators). */
  profile: z.enum(["ADMIN", "EXPERT", "EMPLOYEE"], { error: "Perfil inválido" }).optional(),
  /**
   * Searches `users` by name (accent- and case-insensitive, any part of it), ordered by name, at
   * most `limit`. Without `q`, `limit` and `ids`, `users` is every active user (the spec's list).
   */
  q: z
    .string({ error: "Busca inválida" })
    .trim()
    .max(100, "Use até 100 caracteres na busca")
    .optional()
    .transform((v) => (v ? v : undefined))
    .describe(
      "Busca em `users` por parte do nome (sem diferença de acentos ou maiúsculas), em ordem de nome, até `limit`",
    ),
  /** How many users a search answers (default 20, at most 50). */
  limit: z.coerce
    .number({ error: BAD_LIMIT })
    .int(BAD_LIMIT)
    .min(1, BAD_LIMIT)
    .max(USER_SEARCH_LIMIT.MAX, BAD_LIMIT)
    .optional()
    .describe(
      `Quantos usuários a busca devolve (padrão ${USER_SEARCH_LIMIT.DEFAULT}, no máximo ${USER_SEARCH_LIMIT.MAX}). Sem \`q\`, \`limit\` e \`ids\`, \`users\` traz todos os usuários ativos`,
    ),
  /**
   * `ids=3,7` (or repeated): those users, active or not, to show what a form already has selected.
   */
  ids: commaList(BAD_IDS)
    .transform((items, ctx) => {
      const ids = items.map((v) => (/^\d{1,10}$/.test(v) ? Number(v) : 0));
      if (!ids.length || ids.some((id) => id < 1 || id > 2_147_483_647))
        ctx.addIssue({ code: "custom", message: BAD_IDS });
      else if (ids.length > MAX_USER_IDS)
        ctx.addIssue({ code: "custom", message: `Use até ${MAX_USER_IDS} ids` });
      return ids;
    })
    .optional()
    .describe(
      `Ids de usuários separados por vírgula (ou repetidos), até ${MAX_USER_IDS}: devolve esses usuários, ativos ou não`,
    ),
});
export type AutocompleteQuery = z.output<typeof autocompleteQuerySchema>;
