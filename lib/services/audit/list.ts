import "server-only";
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { preparedOnce } from "@/db/prepared";
import { apiTokens, auditEvents, users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import { requireScope } from "@/lib/core/scopes";
import { idIn, paged, rowsOf } from "@/lib/services/list";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings/time-zone";
import type { Paginated } from "@/lib/paging";
import { auditListQuerySchema, type AuditExportQuery } from "@/lib/validation/audit";
import { auditActionLabel } from "./actions";

/** One audit entry as admins read it: the actor and token with their current names. */
export type AuditEventView = {
  id: number;
  at: string;
  action: string;
  actionLabel: string;
  actor: { id: number; name: string | null } | null;
  apiToken: { id: number; name: string | null } | null;
  target: { type: string; id: string | null } | null;
  details: Record<string, unknown>;
  clientAddress: string | null;
  userAgent: string | null;
};

/** Only an admin reads the log; an API token also needs `read` (whatever door it came by). */
export function requireAuditReader(actor: Actor): void {
  requireAdmin(actor);
  requireScope(actor, "read");
}

/** The start of a calendar day in the organisation's zone, as an instant (SQL). */
const dayStart = (day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${MEETING_TIME_ZONE})`;

/** The WHERE of the list and its export: person, action, and the period's days (inclusive). */
export function auditWhere(query: AuditExportQuery): SQL | undefined {
  return and(
    query.person ? eq(auditEvents.actorUserId, query.person) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.from ? gte(auditEvents.at, dayStart(query.from)) : undefined,
    query.to ? lt(auditEvents.at, dayStart(query.to, 1)) : undefined,
  );
}

/** Newest first; the id breaks ties between entries of the same instant. */
export const auditOrder = [desc(auditEvents.at), desc(auditEvents.id)];

export const actorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

const viewColumns = {
  id: auditEvents.id,
  at: auditEvents.at,
  action: auditEvents.action,
  actorUserId: auditEvents.actorUserId,
  actorName,
  actorTokenId: auditEvents.actorTokenId,
  tokenName: apiTokens.name,
  targetType: auditEvents.targetType,
  targetId: auditEvents.targetId,
  details: auditEvents.details,
  clientAddress: auditEvents.clientAddress,
  userAgent: auditEvents.userAgent,
};

type ViewRow = Awaited<ReturnType<ReturnType<typeof rowsByIds>["execute"]>>[number];

const toView = (row: ViewRow): AuditEventView => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actionLabel: auditActionLabel(row.action),
  actor: row.actorUserId === null ? null : { id: row.actorUserId, name: row.actorName },
  apiToken: row.actorTokenId === null ? null : { id: row.actorTokenId, name: row.tokenName },
  target: row.targetType === null ? null : { type: row.targetType, id: row.targetId },
  details: row.details ?? {},
  clientAddress: row.clientAddress,
  userAgent: row.userAgent,
});

/** The display rows of a page of entries, by id (built once: its text never varies). */
function rowsByIds(db: Executor) {
  return preparedOnce(db, "audit_rows", () =>
    db
      .select(viewColumns)
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .leftJoin(apiTokens, eq(apiTokens.id, auditEvents.actorTokenId))
      .where(idIn(auditEvents.id)),
  );
}

/**
 * `GET /api/audit`, /admin/audit (ADMIN; a token needs `read`): the log newest first, filtered
 * by person, action and period, paged like every list (decision 0108): the page of ids on the
 * (at, id) index, or the person's or action's index, then the rows of those ids.
 */
export async function listAuditEvents(
  actor: Actor,
  rawQuery: unknown,
): Promise<Paginated<AuditEventView>> {
  requireAuditReader(actor);
  const query = parseWith(auditListQuerySchema, rawQuery ?? {});
  const db = await getDb();
  const where = auditWhere(query);
  return paged(
    query,
    async (limit, offset) => {
      const ids = await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(where)
        .orderBy(...auditOrder)
        .limit(limit)
        .offset(offset);
      const byIds = rowsByIds(db);
      return rowsOf(ids, async (page) => (await byIds.execute({ ids: page })).map(toView));
    },
    { executor: db, from: auditEvents, where },
  );
}
