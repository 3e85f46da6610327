import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { modules, profiles, submodules, trainings, users } from "@/db/schema";
import { requireAdmin, requireSignedIn, type Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import { isReachable } from "@/lib/services/content/reach";
import { financeTypeOptions } from "@/lib/services/finance/type-lists";
import { containsText } from "@/lib/services/list";
import type { ContentKind } from "@/lib/validation/content";
import {
  autocompleteQuerySchema,
  USER_SEARCH_LIMIT,
  type AutocompleteKey,
  type AutocompleteOption,
  type AutocompleteQuery,
  type AutocompleteResult,
} from "@/lib/validation/autocomplete";

type UserQuery = Pick<AutocompleteQuery, "profile" | "q" | "limit" | "ids">;

/**
 * Users as options: `label` and `fullName` are both the full name (ADMIN only). Without `q`,
 * `limit` and `ids`: every active user (the spec's list). Otherwise a search: `q` matches the
 * name like the users list's name filter (`name_search`, trigram index), `ids` picks those users
 * (active or not), ordered by name on the (name_search, id) index, at most `limit`
 * (20 by default, all of `ids` when only they are asked).
 */
async function userOptions(
  db: Executor,
  { profile, q, limit, ids }: UserQuery,
): Promise<AutocompleteOption[]> {
  const searching = q !== undefined || limit !== undefined || ids !== undefined;
  const query = db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(
      and(
        ids ? inArray(users.id, ids) : eq(users.active, true),
        profile ? eq(profiles.label, profile) : undefined,
        q ? containsText(users.nameSearch, q) : undefined,
      ),
    )
    .$dynamic();
  const rows = searching
    ? await query
        .orderBy(asc(users.nameSearch), asc(users.id))
        .limit(limit ?? (ids && !q ? ids.length : USER_SEARCH_LIMIT.DEFAULT))
    : await query.orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((u) => {
    const fullName = `${u.firstName} ${u.lastName}`;
    return { id: u.id, label: fullName, fullName };
  });
}

const CONTENT = {
  trainings: ["training", trainings],
  modules: ["module", modules],
  submodules: ["submodule", submodules],
} as const;

/**
 * Training content titles: everything for an admin; for a collaborator only what the grant
 * rule lets them reach (titles of content they cannot open are not theirs to see).
 */
async function contentOptions(
  db: Executor,
  actor: Actor,
  key: keyof typeof CONTENT,
): Promise<AutocompleteOption[]> {
  const [kind, table] = CONTENT[key];
  const reachable =
    actor.profile === "ADMIN" ? undefined : isReachable(db, kind as ContentKind, actor.id);
  return db
    .select({ id: table.id, label: table.title })
    .from(table)
    .where(and(reachable))
    .orderBy(asc(table.title), asc(table.id));
}

async function optionsFor(
  db: Executor,
  actor: Actor,
  key: AutocompleteKey,
  query: UserQuery,
): Promise<AutocompleteOption[]> {
  switch (key) {
    case "profiles":
      return db
        .select({ id: profiles.id, label: profiles.label })
        .from(profiles)
        .orderBy(asc(profiles.id));
    case "users":
      requireAdmin(actor);
      return userOptions(db, query);
    case "paymentTypes":
      return financeTypeOptions(actor, "payment");
    case "paymentRequest":
      return financeTypeOptions(actor, "payment_request");
    case "refundTypes":
      return financeTypeOptions(actor, "refund");
    default:
      return contentOptions(db, actor, key);
  }
}

/** `GET /api/autocomplete?fields=a,b` → `{ a: [{id, label}], b: [...] }`; `q`, `limit`, `ids` search `users`. */
export async function autocomplete(actor: Actor, rawQuery: unknown): Promise<AutocompleteResult> {
  requireSignedIn(actor);
  const { fields, ...query } = parseWith(autocompleteQuerySchema, rawQuery);
  const db = await getDb();
  const result: AutocompleteResult = {};
  for (const key of fields) result[key] = await optionsFor(db, actor, key, query);
  return result;
}
