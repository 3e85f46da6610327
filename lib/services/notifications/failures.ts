import "server-only";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb } from "@/db";
import { emailOutbox } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { conflict, notFound } from "@/lib/core/errors";
import { parseWith } from "@/lib/core/input";
import { paged } from "@/lib/services/list";
import { requeue } from "@/lib/services/outbox";
import { emailFailureListQuerySchema } from "@/lib/validation/notifications";
import type { Paginated } from "@/lib/validation/list";

export type EmailFailure = {
  id: number;
  toEmail: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  status: string;
  createdAt: string;
};

/** Given up, or waiting for the next retry after an error; sent rows are no failure any more. */
const failing = and(
  inArray(emailOutbox.status, ["failed", "pending", "sending"]),
  isNotNull(emailOutbox.lastError),
);

/** `GET /api/email-failures?page&per_page` (ADMIN): e-mails the worker could not deliver, newest first. */
export async function listEmailFailures(
  actor: Actor,
  rawQuery: unknown,
): Promise<Paginated<EmailFailure>> {
  requireAdmin(actor);
  const query = parseWith(emailFailureListQuerySchema, rawQuery ?? {});
  const db = await getDb();
  return paged(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(emailOutbox)
          .where(failing)
          .orderBy(desc(emailOutbox.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        id: r.id,
        toEmail: r.toEmail,
        subject: r.subject,
        attempts: r.attempts,
        lastError: r.lastError,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      })),
    { executor: db, from: emailOutbox, where: failing },
  );
}

/**
 * `POST /api/email-failures/{id}/retry`, 'Reenviar' (ADMIN): the message is due again at once
 * with a fresh set of attempts; the worker sends it on its next pass. 404 for an unknown id, 409
 * for a message that was sent or is being sent right now.
 */
export async function retryEmail(
  actor: Actor,
  id: number,
): Promise<{ id: number; status: "pending" }> {
  requireAdmin(actor);
  const db = await getDb();
  const [row] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) throw notFound("E-mail não encontrado");
  if (!(await requeue(db, emailOutbox, id)))
    throw conflict("Este e-mail não está com falha (já foi enviado ou está sendo enviado agora)");
  return { id, status: "pending" };
}
