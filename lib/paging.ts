/**
 * Paging of every list: the sizes, the count cap and the page meta (no zod: the pagination uses
 * them in the browser).
 */
export const PER_PAGE_OPTIONS = [1, 10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

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

/**
 * "cerca de 500 mil registros", "cerca de 1,2 milhão de registros": an estimate as people say it.
 */
export function aboutRows(estimate: number): string {
  const amount = new Intl.NumberFormat("pt-BR", {
    notation: "compact",
    compactDisplay: "long",
    maximumSignificantDigits: 2,
  }).format(estimate);
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
