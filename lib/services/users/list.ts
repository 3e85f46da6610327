import "server-only";
import { and, asc, eq, like, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { preparedOnce } from "@/db/prepared";
import { profiles, userNames, users } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import { maskDocument, maskPixKey } from "@/lib/format";
import {
  containsPattern,
  containsText,
  idIn,
  idOf,
  idsByLookupLabel,
  joinedFrom,
  matchCount,
  matchCounter,
  orderFor,
  paged,
  rowsOf,
  unindexed,
} from "@/lib/services/list";
import { onlyDigits, userListQuerySchema, type USER_SORTS } from "@/lib/validation/user";
import { columns, toView, type UserView } from "./view";

/**
 * LGPD (docs/lgpd.md): lists carry CPF/CNPJ and PIX keys masked; the full values are only on the
 * single user's GET (the admin's edit screen) and the owner's profile. Absent stays null.
 */
const maskedForList = (view: UserView): UserView => ({
  ...view,
  document: view.document ? maskDocument(view.document) : view.document,
  pixKey: view.pixKey ? maskPixKey(view.pixKey) : view.pixKey,
});

const SORTABLE: Record<(typeof USER_SORTS)[number], AnyColumn | SQL> = {
  name: users.nameSearch,
  email: sql`lower(${users.email})`,
  phone: users.phone,
  birthDate: users.birthDate,
  profile: profiles.label,
  createdAt: users.createdAt,
};

export function listConditions(query: ReturnType<typeof userListQuerySchema.parse>): SQL[] {
  const conditions: SQL[] = [eq(users.active, query.status !== "inactive")];
  if (query.name) conditions.push(containsText(users.nameSearch, query.name));
  if (query.email)
    conditions.push(like(sql`lower(${users.email})`, containsPattern(query.email.toLowerCase())));
  if (query.phone) conditions.push(like(users.phone, containsPattern(onlyDigits(query.phone))));
  if (query.document)
    conditions.push(like(users.document, containsPattern(onlyDigits(query.document))));
  if (query.birthDate) conditions.push(eq(users.birthDate, query.birthDate));
  if (query.instagram)
    conditions.push(
      like(sql`lower(${users.instagram})`, containsPattern(query.instagram.toLowerCase())),
    );
  if (query.pixKey)
    conditions.push(like(sql`lower(${users.pixKey})`, containsPattern(query.pixKey.toLowerCase())));
  if (query.profile) {
    conditions.push(
      /^\d+$/.test(query.profile)
        ? eq(users.profileId, Number(query.profile))
        : eq(profiles.label, query.profile.toUpperCase()),
    );
  }
  return conditions;
}

/** The ORDER BY of the users list for the CSV export: the sort, then name and id. */
export const userListOrder = (query: ReturnType<typeof userListQuerySchema.parse>) =>
  orderFor(query, SORTABLE, [asc(users.firstName), asc(users.lastName), asc(users.id)], [users.id]);

/**
 * `GET /api/user`, /admin/user: active users, filtered, sorted and paged in SQL, by a deferred
 * join (docs/decisions/0020): the page of ids first, then the display columns of those only.
 * Documents and PIX keys come masked (`maskedForList`).
 */
export async function listUsers(actor: Actor, rawQuery: unknown) {
  requireAdmin(actor);
  const query = parseWith(userListQuerySchema, rawQuery);
  const db = await getDb();
  const conditions = listConditions(query);
  const where = and(...conditions);
  const searching = Boolean(
    query.name || query.email || query.phone || query.document || query.instagram || query.pixKey,
  );
  const by = searching ? unindexed : (column: AnyColumn | SQL) => column;
  // The default order (first name, last name, id) of users or of their narrow copy.
  const orderOf = (
    names: typeof users | typeof userNames,
    sortable: Record<string, AnyColumn | SQL>,
  ) =>
    orderFor(
      query,
      sortable,
      [asc(by(names.firstName)), asc(by(names.lastName)), asc(by(names.id))],
      [by(names.id)],
    );
  const order = orderOf(
    users,
    Object.fromEntries(Object.entries(SORTABLE).map(([key, column]) => [key, by(column)])),
  );
  // A search by name alone (its only conditions the status and the name, so a filter added to
  // listConditions turns this off), in the default or the name order, needs nothing but the
  // names: it reads their narrow copy (decision 0101), whose pages hold far more matches.
  const byNameOnly =
    query.name && conditions.length === 2 && (!query.sort || query.sort === "name")
      ? query.name
      : undefined;
  // Profiles join only when a profile label filters or sorts.
  const needsProfiles = (forSort: boolean) =>
    (query.profile && !/^\d+$/.test(query.profile)) || (forSort && query.sort === "profile");
  const from = (forSort: boolean) =>
    joinedFrom(users, needsProfiles(forSort) && [profiles, eq(profiles.id, users.profileId)]);
  return paged(
    query,
    async (limit, offset) => {
      const byIds = preparedOnce(db, "users_rows", () =>
        db
          .select(columns)
          .from(users)
          .innerJoin(profiles, eq(profiles.id, users.profileId))
          .where(idIn(users.id)),
      );
      const rowsFor = (ids: { id: number }[]) =>
        rowsOf(ids, async (page) =>
          (await byIds.execute({ ids: page })).map((row) => maskedForList(toView(row))),
        );
      if (searching) {
        // The search sorts every match, so it counts them in the same scan (decision 0020).
        const search = byNameOnly
          ? {
              id: idOf(userNames),
              from: joinedFrom(userNames),
              where: and(
                eq(userNames.active, query.status !== "inactive"),
                containsText(userNames.nameSearch, byNameOnly),
              ),
              order: orderOf(userNames, { name: by(userNames.nameSearch) }),
            }
          : { id: idOf(users), from: from(true), where, order };
        const ids = await db
          .select({ id: search.id, matching: matchCount() })
          .from(search.from)
          .where(search.where)
          .orderBy(...search.order)
          .limit(limit)
          .offset(offset);
        return { rows: await rowsFor(ids), matching: ids[0]?.matching };
      }
      const ids =
        query.sort === "profile" && !query.profile
          ? await idsByLookupLabel(db, {
              from: users,
              id: idOf(users),
              link: eq(users.profileId, profiles.id),
              lookup: profiles,
              label: profiles.label,
              within: [users.id],
              where,
              order: query.order,
              limit,
              offset,
            })
          : await db
              .select({ id: idOf(users) })
              .from(from(true))
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset);
      return rowsFor(ids);
    },
    matchCounter(
      db,
      db
        .select({ one: sql`1` })
        .from(from(false))
        .where(where)
        .$dynamic(),
    ),
  );
}
