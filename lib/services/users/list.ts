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
  orderFor,
  paged,
  rowsOf,
  unindexed,
} from "@/lib/services/list";
import type { ListQuery } from "@/lib/validation/list";
import {
  onlyDigits,
  userListQuerySchema,
  type USER_SORTS,
  type UserListQuery,
} from "@/lib/validation/user";
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

/** The users list's filters besides the status: every field of its query but paging and sort. */
type UserFilter = Exclude<keyof UserListQuery, keyof ListQuery | "status">;

/**
 * The condition of each filter, for the value the query gives it. A Record over every filter, so
 * a filter added to the query schema does not compile until it has its condition here.
 */
const FILTER_CONDITIONS: Record<UserFilter, (value: string) => SQL> = {
  name: (name) => containsText(users.nameSearch, name),
  email: (email) => like(sql`lower(${users.email})`, containsPattern(email.toLowerCase())),
  phone: (phone) => like(users.phone, containsPattern(onlyDigits(phone))),
  document: (document) => like(users.document, containsPattern(onlyDigits(document))),
  birthDate: (birthDate) => eq(users.birthDate, birthDate),
  instagram: (instagram) =>
    like(sql`lower(${users.instagram})`, containsPattern(instagram.toLowerCase())),
  pixKey: (pixKey) => like(sql`lower(${users.pixKey})`, containsPattern(pixKey.toLowerCase())),
  profile: (profile) =>
    /^\d+$/.test(profile)
      ? eq(users.profileId, Number(profile))
      : eq(profiles.label, profile.toUpperCase()),
};

/** The filters the query sets, in the order of FILTER_CONDITIONS. */
const filtersSet = (query: UserListQuery): UserFilter[] =>
  (Object.keys(FILTER_CONDITIONS) as UserFilter[]).filter((filter) => query[filter]);

/**
 * A search by name and by nothing else (the status aside): it needs only the names, so it reads
 * their narrow copy (decision 0101).
 */
const searchesByNameOnly = (query: UserListQuery): boolean => {
  const filters = filtersSet(query);
  return filters.length === 1 && filters[0] === "name";
};

/** The WHERE of the users list, shared with the CSV export: the status, then each filter set. */
export function listConditions(query: UserListQuery): SQL[] {
  return [
    eq(users.active, query.status !== "inactive"),
    ...filtersSet(query).map((filter) => FILTER_CONDITIONS[filter](query[filter] as string)),
  ];
}

/** The ORDER BY of the users list for the CSV export: the sort, then name and id. */
export const userListOrder = (query: UserListQuery) =>
  orderFor(query, SORTABLE, [asc(users.firstName), asc(users.lastName), asc(users.id)], [users.id]);

/**
 * `GET /api/user`, /admin/user: active users, filtered, sorted and paged in SQL, by a deferred
 * join (decision 0020): the page of ids first, then the display columns of those only.
 * Documents and PIX keys come masked (`maskedForList`).
 */
export async function listUsers(actor: Actor, rawQuery: unknown) {
  requireAdmin(actor);
  const query = parseWith(userListQuerySchema, rawQuery);
  const db = await getDb();
  const where = and(...listConditions(query));
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
  // In the default or the name order, a search by name alone reads the narrow copy of the names
  // (decision 0101), whose pages hold far more matches; any other sort needs the users rows.
  const byNameOnly =
    query.name && searchesByNameOnly(query) && (!query.sort || query.sort === "name")
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
    { executor: db, from: from(false), where },
  );
}
