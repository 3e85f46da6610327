import "server-only";
import type { Executor } from "@/db";
import type { Actor } from "@/lib/core/actor";
import { clockNow } from "@/lib/core/clock";
import { recordAudit } from "@/lib/services/audit/record";
import { contentGranted } from "@/lib/services/notifications/events";
import type { GrantableKind } from "@/lib/validation/content";
import { planExpiryNotices } from "./expiry-notices";
import { collaboratorPaths, itemTitles, LEVEL_LABELS } from "./grant-paths";
import { grantToday, isExpired } from "./validity";

/**
 * What follows a change of grants, in its transaction: the holder's notices (a new access, the
 * end's notice planned or dropped) and the audit entries.
 */

export type Pair = { userId: number; itemId: number };

/**
 * After grants were given or their end changed to `validUntil`: "Novo acesso" to those of
 * `pairs` who reach their item again (`welcome`, when `validUntil` is not past), and the end's
 * notice of every one planned.
 */
export async function announce(
  tx: Executor,
  kind: GrantableKind,
  pairs: Pair[],
  validUntil: string | null,
  now: Date,
  welcome: (pair: Pair) => boolean = () => true,
): Promise<void> {
  if (!pairs.length) return;
  const welcomed = isExpired(validUntil, grantToday(now)) ? [] : pairs.filter(welcome);
  const ids = [...new Set(welcomed.map((p) => p.itemId))];
  if (welcomed.length)
    await contentGranted(
      tx,
      LEVEL_LABELS[kind],
      await itemTitles(tx, kind, ids),
      await collaboratorPaths(tx, kind, ids),
      welcomed,
    );
  await planExpiryNotices(
    tx,
    kind,
    pairs.map((p) => ({ userId: p.userId, itemId: p.itemId, validUntil })),
    now,
  );
}

/**
 * Held grants whose end changed to `validUntil` (already written; `changed` holds the old end):
 * one that had ended and is in force again is announced like a new one, every notice is planned
 * again, and the change audited.
 */
export async function changeEnds(
  tx: Executor,
  actor: Actor,
  kind: GrantableKind,
  changed: (Pair & { validUntil: string | null })[],
  validUntil: string | null,
  now: Date,
): Promise<void> {
  if (!changed.length) return;
  const today = grantToday(now);
  const before = new Map(changed.map((g) => [`${g.userId}:${g.itemId}`, g.validUntil]));
  await announce(tx, kind, changed, validUntil, now, (p) =>
    isExpired(before.get(`${p.userId}:${p.itemId}`) ?? null, today),
  );
  await recordGrants(tx, actor, "grant.changed", kind, changed, { validUntil });
}

/** One audit entry per person whose access changed, naming the level and the items. */
export async function recordGrants(
  tx: Executor,
  actor: Actor,
  action: "grant.given" | "grant.changed" | "grant.revoked",
  level: GrantableKind,
  pairs: readonly Pair[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  const itemsOf = new Map<number, number[]>();
  for (const { userId, itemId } of pairs)
    itemsOf.set(userId, [...(itemsOf.get(userId) ?? []), itemId]);
  for (const [userId, itemIds] of itemsOf) {
    const target = { type: "user", id: userId };
    await recordAudit({ action, actor, target, details: { level, itemIds, ...extra } }, tx);
  }
}

/** Revoked grants: their pending notices are dropped. */
export const dropNotices = (tx: Executor, kind: GrantableKind, removed: Pair[]) =>
  planExpiryNotices(
    tx,
    kind,
    removed.map((p) => ({ ...p, validUntil: null })),
    clockNow(),
  );
