import "server-only";
import type { Actor } from "@/lib/core/actor";
import { recordAudit } from "@/lib/services/audit/record";

/**
 * The audit entry of a CSV download: which list, whose rows (everyone's or the caller's own) and
 * the filters and sort it was cut with; paging does not apply to an export, so it is left out.
 * Written when the download starts, as the rows leave from then on.
 */
export function recordExport(
  actor: Actor,
  list: string,
  query: Record<string, unknown>,
  scope: "all" | "own" = "all",
): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = query;
  void _page;
  void _perPage;
  return recordAudit({ action: "export.downloaded", actor, details: { list, scope, filters } });
}
