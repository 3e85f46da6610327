import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from "@/lib/validation/list";

/** A list screen's address with the default paging (spec §2: ?page=1&per_page=10). */
export const listHref = (path: string) =>
  `${path}?page=${DEFAULT_PAGE}&per_page=${DEFAULT_PER_PAGE}`;

/** The second path segment ('user' in /admin/user/3/e): it decides the active menu link. */
export const sectionOf = (pathOrHref: string) => pathOrHref.split(/[?#]/)[0].split("/")[2] ?? "";
