import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { auditEvents, userSessions } from "@/db/schema";

/** The newest audit entry of `action`. */
export async function latestAudit(action: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

/** The server-side session row (user_sessions) a cookie or token names. */
export async function sessionRow(sessionId: string) {
  const db = await getDb();
  const [row] = await db.select().from(userSessions).where(eq(userSessions.id, sessionId));
  return row;
}
