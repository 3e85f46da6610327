import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { NOTIFICATION_CATEGORIES, notificationEmailOptOuts } from "@/db/schema";
import { requireSignedIn, type Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import { emailPreferencesSchema, type EmailPreferences } from "@/lib/validation/notifications";

/** The actor's e-mail choice per category (every category is on until turned off). */
export async function getEmailPreferences(actor: Actor): Promise<EmailPreferences> {
  requireSignedIn(actor);
  const db = await getDb();
  const off = new Set(
    (
      await db
        .select({ category: notificationEmailOptOuts.category })
        .from(notificationEmailOptOuts)
        .where(eq(notificationEmailOptOuts.userId, actor.id))
    ).map((r) => r.category),
  );
  return Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((c) => [c, !off.has(c)]),
  ) as EmailPreferences;
}

export async function setEmailPreferences(actor: Actor, body: unknown): Promise<EmailPreferences> {
  requireSignedIn(actor);
  const prefs = parseWith(emailPreferencesSchema, body ?? {});
  const db = await getDb();
  const off = NOTIFICATION_CATEGORIES.filter((c) => prefs[c] === false);
  const on = NOTIFICATION_CATEGORIES.filter((c) => prefs[c] === true);
  await db.transaction(async (tx) => {
    if (on.length)
      await tx
        .delete(notificationEmailOptOuts)
        .where(
          and(
            eq(notificationEmailOptOuts.userId, actor.id),
            inArray(notificationEmailOptOuts.category, on),
          ),
        );
    if (off.length)
      await tx
        .insert(notificationEmailOptOuts)
        .values(off.map((category) => ({ userId: actor.id, category })))
        .onConflictDoNothing();
  });
  return getEmailPreferences(actor);
}
