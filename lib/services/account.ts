import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { requireSignedIn, type Actor } from "@/lib/core/actor";
import { badRequest, notFound, tooManyRequests } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { hashPassword, verifyPassword } from "@/lib/core/password";
import { assertAcceptablePassword } from "@/lib/core/password-policy";
import { passwordChangeSchema } from "@/lib/validation/account";
import { revokeOwnSession, revokeSessionsOf } from "./session";
import { recordAudit, type AuditEntry } from "./audit/record";
import { clearBucket, recordEvent, retryAfterSeconds } from "./throttle";

export const WRONG_CURRENT_PASSWORD = "A senha atual está incorreta";
/** Wrong current passwords per account before a stolen session stops being a guessing oracle. */
export const MAX_WRONG_CURRENT_PASSWORD = 5;

/**
 * 'Alterar senha' and `POST /api/account/password`: any signed-in person changes their own
 * password by giving the current one. Every other session and API token of theirs ends; the
 * one that made the change goes on.
 */
export async function changeOwnPassword(
  actor: Actor,
  body: unknown,
  field: "newPassword" | "password" = "newPassword",
): Promise<void> {
  requireSignedIn(actor);
  const input = parseWith(passwordChangeSchema, body ?? {});
  const bucket = { key: `password-change:${actor.id}`, limit: MAX_WRONG_CURRENT_PASSWORD };
  const wait = await retryAfterSeconds([bucket]);
  if (wait) throw tooManyRequests(undefined, wait);
  const db = await getDb();
  const [row] = await db
    .select({
      passwordHash: users.passwordHash,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, actor.id), eq(users.active, true)));
  if (!row) throw notFound("Usuário não encontrado");
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await recordEvent([bucket.key]);
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  assertAcceptablePassword(input.newPassword, row, field);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.id));
    const sessionsEnded = await revokeSessionsOf(tx, actor.id, actor.sessionId);
    await recordAudit(ownEntry(actor, "user.password_changed", { sessionsEnded }), tx);
  });
  await clearBucket(bucket.key);
}

const ownEntry = (
  actor: Actor,
  action: AuditEntry["action"],
  details: Record<string, unknown> = {},
): AuditEntry => ({ action, actor, target: { type: "user", id: actor.id }, details });

/** Logging out: this session or API token stops working on the server too. */
export async function signOutHere(actor: Actor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (await revokeOwnSession(actor, tx)) await recordAudit(ownEntry(actor, "auth.sign_out"), tx);
  });
}

/** 'Sair de todos os dispositivos': every session and API token of the actor ends. */
export async function signOutEverywhere(actor: Actor): Promise<void> {
  requireSignedIn(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const count = await revokeSessionsOf(tx, actor.id);
    await recordAudit(
      ownEntry(actor, "auth.sessions_ended", { reason: "sign_out_everywhere", count }),
      tx,
    );
  });
}
