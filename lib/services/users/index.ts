import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { getDb, type Executor } from "@/db";
import { users } from "@/db/schema";
import { requireAdmin, requireEmployee, type Actor } from "@/lib/core/actor";
import { forbidden, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { hashPassword } from "@/lib/core/password";
import { assertAcceptablePassword } from "@/lib/core/password-policy";
import { changeOwnPassword } from "../account";
import { revokeSessionsOf } from "../session";
import { profileUpdateSchema, userCreateSchema, userUpdateSchema } from "@/lib/validation/user";
import { findActive, type UserView } from "./view";
import { assertEmailFree, assertProfile, nullable, typedPixKey, uniqueEmail } from "./checks";
import { emitWebhook } from "@/lib/services/webhooks/emit";
import { userWebhookData } from "@/lib/services/webhooks/payloads";
import { recordAudit } from "../audit/record";
import { changedFields } from "../audit/changes";

/**
 * The users service: reading one, creating, editing, deactivating, and the collaborator's own
 * profile. The list (filters, sorts, paging, masking) is ./list.ts; the view every answer takes
 * is ./view.ts.
 */
export { EMAIL_TAKEN, type UserView } from "./view";
export { listConditions, listUsers, userListOrder } from "./list";

/** `GET /api/user/{id}`. */
export async function getUser(actor: Actor, id: number): Promise<UserView> {
  requireAdmin(actor);
  return findActive(await getDb(), id);
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
 * who may call it. Without a password the account cannot sign in until one is set. With `audit`
 * the "user.created" entry is written in the same transaction (`via` says which door).
 */
export async function insertPerson(
  input: NewPerson,
  audit?: { actor: Actor | null; via: "admin" | "registration" | "oidc" },
): Promise<{ id: number }> {
  // The password is judged before the e-mail, so registration's answer cannot tell them apart.
  if (input.password) assertAcceptablePassword(input.password, input);
  const db = await getDb();
  await assertEmailFree(db, input.email);
  const passwordHash =
    input.passwordHash ?? (input.password ? await hashPassword(input.password) : "!");
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
      if (audit) {
        const details = { via: audit.via, profileId: input.profileId };
        const target = userTarget(rows[0].id);
        await recordAudit({ action: "user.created", actor: audit.actor, target, details }, tx);
      }
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
  return insertPerson(input, { actor, via: "admin" });
}

const userTarget = (id: number) => ({ type: "user", id });

/** What an edit alters, by field name: the hash shows as `password`, derived columns not at all. */
const changedUserFields = (current: UserView, changes: Changes) =>
  changedFields(current, changes, {
    passwordHash: "password",
    tokenVersion: null,
    pixKeyType: null,
    pixKeyNeedsReview: null,
  });

type Changes = PgUpdateSetSource<typeof users>;

async function applyUpdate(db: Executor, id: number, changes: Changes): Promise<void> {
  if (Object.values(changes).every((v) => v === undefined)) return;
  await uniqueEmail(() =>
    db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, id), eq(users.active, true))),
  );
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
    if (
      key in raw &&
      (raw[key] === null || (typeof raw[key] === "string" && String(raw[key]).trim() === ""))
    )
      cleared[key] = null;
  }
  if (cleared.pixKey === null)
    Object.assign(cleared, { pixKeyType: null, pixKeyNeedsReview: false });
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
  const changes: Changes = {
    ...profileChanges(input),
    ...clearedOptionals(body),
    profileId: input.profileId,
  };
  if (input.password) {
    assertAcceptablePassword(input.password, { ...current, ...input });
    changes.passwordHash = await hashPassword(input.password);
    changes.tokenVersion = sql`${users.tokenVersion} + 1`;
  }
  const fields = changedUserFields(current, changes);
  await db.transaction(async (tx) => {
    await applyUpdate(tx, id, changes);
    if (!fields.length) return;
    const details = {
      fields,
      ...(fields.includes("profileId") && {
        profileId: { from: current.profileId, to: input.profileId },
      }),
    };
    await recordAudit({ action: "user.changed", actor, target: userTarget(id), details }, tx);
    if (!input.password) return;
    // An admin's new password ends every session of the person, as its own entry.
    const count = await revokeSessionsOf(tx, id);
    await recordAudit(
      {
        action: "auth.sessions_ended",
        actor,
        target: userTarget(id),
        details: { reason: "password_set_by_admin", count },
      },
      tx,
    );
  });
}

/** `DELETE /api/user/{id}`: deactivation. The user leaves the lists and every token dies. */
export async function deactivateUser(actor: Actor, id: number): Promise<void> {
  requireAdmin(actor);
  if (id === actor.id) throw forbidden("Você não pode excluir o próprio usuário");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ active: false, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, id), eq(users.active, true)))
      .returning({ id: users.id });
    if (!rows.length) throw notFound("Usuário não encontrado");
    await emitWebhook(tx, "user.deactivated", await userWebhookData(tx, id));
    const sessionsEnded = await revokeSessionsOf(tx, id);
    const details = { sessionsEnded };
    await recordAudit({ action: "user.deactivated", actor, target: userTarget(id), details }, tx);
  });
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
    await changeOwnPassword(
      actor,
      { currentPassword: raw.currentPassword, newPassword: raw.password },
      "password",
    );
  }
  const db = await getDb();
  const current = await findActive(db, actor.id);
  if (input.profileId !== undefined && input.profileId !== current.profileId) {
    throw forbidden("Você não pode alterar o próprio perfil");
  }
  await assertEmailFree(db, input.email, actor.id);
  const changes = { ...profileChanges(input), ...clearedOptionals(body) };
  const fields = changedUserFields(current, changes);
  await db.transaction(async (tx) => {
    await applyUpdate(tx, actor.id, changes);
    if (fields.length)
      await recordAudit(
        { action: "profile.changed", actor, target: userTarget(actor.id), details: { fields } },
        tx,
      );
  });
}
