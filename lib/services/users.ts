import "server-only";
import { and, asc, desc, eq, inArray, like, ne, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { getDb, type Executor } from "@/db";
import { norm, profiles, users } from "@/db/schema";
import { requireAdmin, requireEmployee, type Actor } from "@/lib/core/actor";
import { badRequest, conflict, forbidden, notFound } from "@/lib/core/errors";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { parseWith } from "@/lib/core/input";
import { maskDocument, maskPixKey } from "@/lib/format";
import { hashPassword } from "@/lib/core/password";
import { assertAcceptablePassword } from "@/lib/core/password-policy";
import { changeOwnPassword } from "./account";
import { revokeSessionsOf } from "./session";
import { containsPattern, idOf, joinedFrom, orderFor, paged, rowsOf, unindexed } from "@/lib/services/list";
import {
  onlyDigits,
  profileUpdateSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
  type USER_SORTS,
} from "@/lib/validation/user";
import { resolvePixKey } from "@/lib/validation/pix-key";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { userWebhookData } from "@/lib/services/webhooks/payloads";

/** A user as the API and the screens see it (spec §3); never the password. */
export type UserView = {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  profileId: number;
  Profile: { id: number; label: string };
  phone: string;
  document: string | null;
  birthDate: string;
  instagram: string | null;
  pixKey: string | null;
  /** CPF | CNPJ | EMAIL | PHONE | EVP, or null (no key, or a legacy one to review). */
  pixKeyType: string | null;
  pixKeyNeedsReview: boolean;
  active: boolean;
  /** When the personal fields were erased (LGPD), or null. */
  anonymizedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export const EMAIL_TAKEN = "Este e-mail já está cadastrado";
const emailTaken = () => conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileId: users.profileId,
  profileLabel: profiles.label,
  phone: users.phone,
  document: users.document,
  birthDate: users.birthDate,
  instagram: users.instagram,
  pixKey: users.pixKey,
  pixKeyType: users.pixKeyType,
  pixKeyNeedsReview: users.pixKeyNeedsReview,
  active: users.active,
  anonymizedAt: users.anonymizedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
type Row = Omit<UserView, "fullName" | "Profile" | "createdAt" | "updatedAt" | "anonymizedAt"> & {
  profileLabel: string;
  createdAt: Date;
  updatedAt: Date;
  anonymizedAt: Date | null;
};

function toView({ profileLabel, createdAt, updatedAt, anonymizedAt, ...row }: Row): UserView {
  return {
    ...row,
    anonymizedAt: anonymizedAt?.toISOString() ?? null,
    fullName: `${row.firstName} ${row.lastName}`,
    Profile: { id: row.profileId, label: profileLabel },
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

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
  if (query.name) conditions.push(like(users.nameSearch, norm(containsPattern(query.name))));
  if (query.email) conditions.push(like(sql`lower(${users.email})`, containsPattern(query.email.toLowerCase())));
  if (query.phone) conditions.push(like(users.phone, containsPattern(onlyDigits(query.phone))));
  if (query.document) conditions.push(like(users.document, containsPattern(onlyDigits(query.document))));
  if (query.birthDate) conditions.push(eq(users.birthDate, query.birthDate));
  if (query.instagram) conditions.push(like(sql`lower(${users.instagram})`, containsPattern(query.instagram.toLowerCase())));
  if (query.pixKey) conditions.push(like(sql`lower(${users.pixKey})`, containsPattern(query.pixKey.toLowerCase())));
  if (query.profile) {
    conditions.push(
      /^\d+$/.test(query.profile) ? eq(users.profileId, Number(query.profile)) : eq(profiles.label, query.profile.toUpperCase()),
    );
  }
  return conditions;
}

/** The ORDER BY of the users list for the CSV export: the sort, then name and id. */
export const userListOrder = (query: ReturnType<typeof userListQuerySchema.parse>) =>
  orderFor(query, SORTABLE, [asc(users.firstName), asc(users.lastName), asc(users.id)], [users.id]);

/**
 * The page of ids sorted by profile: each profile (three, in label order) takes its first
 * `offset + limit` users from the (profile_id, id) index, instead of sorting every user by the
 * label of their profile (the finance lists sort by type the same way, decision 0024).
 */
async function idsByProfileLabel(db: Executor, where: SQL | undefined, order: "asc" | "desc" | undefined, limit: number, offset: number) {
  const direction = order === "desc" ? desc : asc;
  const ofProfile = db
    .select({ id: sql<number>`${users.id}`.as("user_id") })
    .from(users)
    .where(and(eq(users.profileId, profiles.id), where))
    .orderBy(direction(users.id))
    .limit(offset + limit)
    .as("of_profile");
  return db.select({ id: ofProfile.id }).from(profiles).crossJoinLateral(ofProfile).orderBy(direction(profiles.label), direction(ofProfile.id)).limit(limit).offset(offset);
}

/**
 * `GET /api/user`, /admin/user: active users, filtered, sorted and paged in SQL, by a deferred
 * join (docs/decisions/0020): the page of ids first, then the display columns of those only.
 * Documents and PIX keys come masked (`maskedForList`).
 */
export async function listUsers(actor: Actor, rawQuery: unknown) {
  requireAdmin(actor);
  const query = parseWith(userListQuerySchema, rawQuery);
  const db = await getDb();
  const where = and(...listConditions(query));
  const searching = Boolean(query.name || query.email || query.phone || query.document || query.instagram || query.pixKey);
  const by = searching ? unindexed : (column: AnyColumn | SQL) => column;
  const sortable = Object.fromEntries(Object.entries(SORTABLE).map(([key, column]) => [key, by(column)]));
  const order = orderFor(query, sortable, [asc(by(users.firstName)), asc(by(users.lastName)), asc(by(users.id))], [by(users.id)]);
  // Profiles join only when a profile label filters or sorts.
  const needsProfiles = (forSort: boolean) => (query.profile && !/^\d+$/.test(query.profile)) || (forSort && query.sort === "profile");
  const from = (forSort: boolean) => joinedFrom(users, needsProfiles(forSort) && [profiles, eq(profiles.id, users.profileId)]);
  return paged(
    query,
    async (limit, offset) => {
      const ids =
        query.sort === "profile" && !searching && !query.profile
          ? await idsByProfileLabel(db, where, query.order, limit, offset)
          : await db.select({ id: idOf(users) }).from(from(true)).where(where).orderBy(...order).limit(limit).offset(offset);
      return rowsOf(ids, async (page) =>
        (await db.select(columns).from(users).innerJoin(profiles, eq(profiles.id, users.profileId)).where(inArray(users.id, page))).map((row) => maskedForList(toView(row))),
      );
    },
    { executor: db, matching: db.select({ one: sql`1` }).from(from(false)).where(where).$dynamic() },
  );
}

async function findActive(db: Executor, id: number): Promise<UserView> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.id, id), eq(users.active, true)));
  if (!row) throw notFound("Usuário não encontrado");
  return toView(row);
}

/** `GET /api/user/{id}`. */
export async function getUser(actor: Actor, id: number): Promise<UserView> {
  requireAdmin(actor);
  return findActive(await getDb(), id);
}

async function assertProfile(db: Executor, profileId: number | undefined): Promise<void> {
  if (profileId === undefined) return;
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId));
  if (!row) throw badRequest("Dados inválidos", { profileId: ["O perfil é inválido"] });
}

async function assertEmailFree(db: Executor, email: string | undefined, exceptId?: number): Promise<void> {
  if (email === undefined) return;
  const same = sql`lower(${users.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(same, ne(users.id, exceptId)) : same);
  if (row) throw emailTaken();
}

/** The unique index has the last word when two requests race for one e-mail. */
async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_idx")) throw emailTaken();
    throw error;
  }
}

const nullable = (value: string | undefined) => (value === undefined ? undefined : value || null);

/**
 * The stored (normalised) key and its type; the schemas already refused an invalid key, so an
 * unresolvable one cannot reach here. `undefined` leaves the columns alone (PATCH without it).
 */
function typedPixKey(raw: string | undefined, type: string | undefined) {
  if (raw === undefined) return {};
  const resolved = resolvePixKey(type, raw);
  if ("error" in resolved) throw badRequest(resolved.error, { pixKey: [resolved.error] });
  return { pixKey: resolved.key, pixKeyType: resolved.type, pixKeyNeedsReview: false };
}

type NewPerson = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  document?: string;
  birthDate: string;
  instagram?: string;
  pixKey?: string;
  pixKeyType?: string;
  password?: string;
  /** Already hashed (a confirmed self-registration); the password was judged when it was typed. */
  passwordHash?: string;
  profileId: number;
};

/**
 * Inserts a validated person; shared by 'Novo usuário' and self-registration, which decide
 * who may call it. Without a password the account cannot sign in until one is set.
 */
export async function insertPerson(input: NewPerson): Promise<{ id: number }> {
  // The password is judged before the e-mail, so registration's answer cannot tell them apart.
  if (input.password) assertAcceptablePassword(input.password, input);
  const db = await getDb();
  await assertEmailFree(db, input.email);
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : "!");
  const [created] = await uniqueEmail(() =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
          profileId: input.profileId,
          phone: input.phone,
          document: input.document ?? null,
          birthDate: input.birthDate,
          instagram: input.instagram ?? null,
          ...typedPixKey(input.pixKey, input.pixKeyType),
        })
        .returning({ id: users.id });
      await emitWebhook(tx, "user.created", await userWebhookData(tx, rows[0].id));
      return rows;
    }),
  );
  return created;
}

/** `POST /api/user`, 'Novo usuário'. */
export async function createUser(actor: Actor, body: unknown): Promise<{ id: number }> {
  requireAdmin(actor);
  const input = parseWith(userCreateSchema, body ?? {});
  await assertProfile(await getDb(), input.profileId);
  return insertPerson(input);
}

type Changes = PgUpdateSetSource<typeof users>;

async function applyUpdate(db: Executor, id: number, changes: Changes): Promise<void> {
  if (Object.values(changes).every((v) => v === undefined)) return;
  await uniqueEmail(() => db.update(users).set(changes).where(and(eq(users.id, id), eq(users.active, true))));
}

function profileChanges(input: ReturnType<typeof profileUpdateSchema.parse>): Changes {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    document: nullable(input.document),
    birthDate: input.birthDate,
    instagram: nullable(input.instagram),
    ...typedPixKey(input.pixKey || undefined, input.pixKeyType),
  };
}

/** Optional fields a PATCH sends empty ('' or null) are cleared, absent ones left alone. */
function clearedOptionals(body: unknown): Changes {
  const raw = (body ?? {}) as Record<string, unknown>;
  const cleared: Changes = {};
  for (const key of ["document", "instagram", "pixKey"] as const) {
    if (key in raw && (raw[key] === null || (typeof raw[key] === "string" && String(raw[key]).trim() === ""))) cleared[key] = null;
  }
  if (cleared.pixKey === null) Object.assign(cleared, { pixKeyType: null, pixKeyNeedsReview: false });
  return cleared;
}

/** `PATCH /api/user/{id}`, 'Editar usuário'. Nobody changes their own profile. */
export async function updateUser(actor: Actor, id: number, body: unknown): Promise<void> {
  requireAdmin(actor);
  const input = parseWith(userUpdateSchema, body ?? {});
  const db = await getDb();
  const current = await findActive(db, id);
  if (input.profileId !== undefined && input.profileId !== current.profileId) {
    if (id === actor.id) throw forbidden("Você não pode alterar o próprio perfil");
    await assertProfile(db, input.profileId);
  }
  await assertEmailFree(db, input.email, id);
  const changes: Changes = { ...profileChanges(input), ...clearedOptionals(body), profileId: input.profileId };
  if (input.password) {
    assertAcceptablePassword(input.password, { ...current, ...input });
    changes.passwordHash = await hashPassword(input.password);
    changes.tokenVersion = sql`${users.tokenVersion} + 1`;
  }
  await applyUpdate(db, id, changes);
  if (input.password) await revokeSessionsOf(db, id);
}

/** `DELETE /api/user/{id}`: deactivation. The user leaves the lists and every token dies. */
export async function deactivateUser(actor: Actor, id: number): Promise<void> {
  requireAdmin(actor);
  if (id === actor.id) throw forbidden("Você não pode excluir o próprio usuário");
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ active: false, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, id), eq(users.active, true)))
      .returning({ id: users.id });
    if (rows.length) await emitWebhook(tx, "user.deactivated", await userWebhookData(tx, id));
    return rows;
  });
  if (!done.length) throw notFound("Usuário não encontrado");
  await revokeSessionsOf(db, id);
}

/** `GET /api/collaborator/user`, 'Meu Perfil'. */
export async function getOwnProfile(actor: Actor): Promise<UserView> {
  requireEmployee(actor);
  return findActive(await getDb(), actor.id);
}

/**
 * `PATCH /api/collaborator/user`: own fields only; the profile (role) stays as it is. A
 * `password` is changed only with the right `currentPassword` (never silently ignored).
 */
export async function updateOwnProfile(actor: Actor, body: unknown): Promise<void> {
  requireEmployee(actor);
  const input = parseWith(profileUpdateSchema, body ?? {});
  const raw = (body ?? {}) as Record<string, unknown>;
  if (raw.password !== undefined && raw.password !== null && raw.password !== "") {
    await changeOwnPassword(actor, { currentPassword: raw.currentPassword, newPassword: raw.password }, "password");
  }
  const db = await getDb();
  const current = await findActive(db, actor.id);
  if (input.profileId !== undefined && input.profileId !== current.profileId) {
    throw forbidden("Você não pode alterar o próprio perfil");
  }
  await assertEmailFree(db, input.email, actor.id);
  await applyUpdate(db, actor.id, { ...profileChanges(input), ...clearedOptionals(body) });
}
