import { withDefaultPaging } from "./list-url";

/** The screens that show a list (components/data-table): their URL always carries paging. */
export const LIST_PAGE_PATHS: ReadonlySet<string> = new Set([
  "/admin/user",
  "/admin/payments",
  "/admin/payment_requests",
  "/admin/refunds",
  "/admin/meetings",
  "/admin/trainings",
  "/admin/modules",
  "/admin/subModules",
  "/admin/lessons",
  "/collaborator/payments",
  "/collaborator/payment_requests",
  "/collaborator/refunds",
  "/collaborator/meetings",
]);

/**
 * The same URL with `page` and `per_page` added, for a list screen without them; null for
 * anything else. proxy.ts answers it with a 307 before any rendering (decision 0022).
 */
export function listUrlWithPaging(url: URL): URL | null {
  if (!LIST_PAGE_PATHS.has(url.pathname)) return null;
  const fixed = withDefaultPaging(url.searchParams);
  if (!fixed) return null;
  const completed = new URL(url);
  completed.search = fixed;
  return completed;
}
