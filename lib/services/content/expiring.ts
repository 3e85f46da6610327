import "server-only";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { clockNow } from "@/lib/core/clock";
import { addDays } from "@/lib/time-zone";
import { GRANTABLE_KINDS, type GrantableKind } from "@/lib/validation/content";
import { LEVELS, grantTableOf } from "./levels";
import { grantToday, NOTICE_DAYS } from "./validity";

export type ExpiringGrant = {
  kind: GrantableKind;
  itemId: number;
  itemTitle: string;
  userId: number;
  fullName: string;
  validUntil: string;
};

/**
 * The admin's home: grants of active people ending today or in the next 7 days, how many and the
 * first `limit` of them, soonest first.
 */
export async function expiringGrants(
  actor: Actor,
  { now = clockNow(), limit = 8 }: { now?: Date; limit?: number } = {},
): Promise<{ count: number; grants: ExpiringGrant[] }> {
  requireAdmin(actor);
  const db = await getDb();
  const today = grantToday(now);
  const last = addDays(today, NOTICE_DAYS);
  const perLevel = await Promise.all(
    GRANTABLE_KINDS.map(async (kind) => {
      const grants = grantTableOf(kind);
      const t = LEVELS[kind].table;
      const rows = await db
        .select({
          itemId: grants.itemId,
          itemTitle: t.title,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          validUntil: grants.validUntil,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(grants)
        .innerJoin(users, eq(users.id, grants.userId))
        .innerJoin(t, eq(t.id, grants.itemId))
        .where(
          and(gte(grants.validUntil, today), lte(grants.validUntil, last), eq(users.active, true)),
        )
        .orderBy(asc(grants.validUntil), asc(users.firstName), asc(users.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, kind }));
    }),
  );
  const rows = perLevel.flat();
  const count = perLevel.reduce((sum, level) => sum + (level[0]?.total ?? 0), 0);
  const grants = rows
    .map((r) => ({
      kind: r.kind,
      itemId: r.itemId,
      itemTitle: r.itemTitle,
      userId: r.userId,
      fullName: `${r.firstName} ${r.lastName}`,
      validUntil: r.validUntil!,
    }))
    .sort(
      (a, b) => a.validUntil.localeCompare(b.validUntil) || a.fullName.localeCompare(b.fullName),
    )
    .slice(0, limit);
  return { count, grants };
}
