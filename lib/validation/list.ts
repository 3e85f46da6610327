import { z } from "@/lib/validation/zod";

export const PER_PAGE_OPTIONS = [1, 10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/** page, per_page, sort and order: shared by every list's URL and every REST list endpoint. */
export const listQuerySchema = z.object({
  page: z.coerce.number({ error: "Página inválida" }).int("Página inválida").min(1, "Página inválida").max(1_000_000, "Página inválida").default(DEFAULT_PAGE),
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

/** Lists count exactly up to this many matching rows; beyond, `total` is a lower bound. */
export const COUNT_CAP = 10_000;

export type PageMeta = {
  currentPage: number;
  perPage: number;
  lastPage: number;
  /** Exact, or (with `totalExact: false`) at least this many: more than COUNT_CAP match. */
  total: number;
  next: number | null;
  prev: number | null;
  /** Present and false only when `total` is a lower bound. */
  totalExact?: false;
  /** With `totalExact: false`: the database's estimate of the matches, when above `total`. */
  totalEstimate?: number;
};

/** "cerca de 500 mil registros", "cerca de 1,2 milhão de registros": an estimate as people say it. */
export function aboutRows(estimate: number): string {
  const amount = new Intl.NumberFormat("pt-BR", { notation: "compact", compactDisplay: "long", maximumSignificantDigits: 2 }).format(estimate);
  return `cerca de ${amount}${/(ão|ões)$/.test(amount) ? " de" : ""} registros`;
}

export type Paginated<T> = { data: T[]; meta: PageMeta };

export function pageMeta(total: number, page: number, perPage: number): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    currentPage: page,
    perPage,
    lastPage,
    total,
    next: page < lastPage ? page + 1 : null,
    prev: page > 1 ? Math.min(page - 1, lastPage) : null,
  };
}
