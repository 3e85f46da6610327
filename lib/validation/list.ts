import { z } from "@/lib/validation/zod";
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE } from "@/lib/paging";

// The paging constants and page meta without zod, for the client (the list's pagination).
export * from "@/lib/paging";

/** page, per_page, sort and order: shared by every list's URL and every REST list endpoint. */
export const listQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Página inválida" })
    .int("Página inválida")
    .min(1, "Página inválida")
    .max(1_000_000, "Página inválida")
    .default(DEFAULT_PAGE),
  per_page: z.coerce
    .number({ error: "Itens por página inválido" })
    .int("Itens por página inválido")
    .min(1, "Itens por página inválido")
    .max(MAX_PER_PAGE, `Use até ${MAX_PER_PAGE} itens por página`)
    .default(DEFAULT_PER_PAGE),
  sort: z.string().max(50).optional(),
  order: z.enum(["asc", "desc"], { error: "Ordem inválida" }).optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** An optional text filter: trimmed, empty counts as absent. */
export const optionalText = (max = 191) =>
  z
    .string()
    .trim()
    .max(max, `Use até ${max} caracteres`)
    .optional()
    .transform((v) => (v ? v : undefined));
