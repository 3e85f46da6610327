import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "@/db";
import { users } from "@/db/schema";
import { detectPixKey } from "@/lib/validation/pix-key";

/**
 * Types the free-text PIX keys stored before keys had a type: a key that reads as one type is
 * normalised and typed, one that does not is kept as typed and flagged for review (the admin
 * list shows it, the owner is asked to fix it). Idempotent: only untyped, unflagged keys are read.
 */
export async function migrateLegacyPixKeys(
  db: Database,
): Promise<{ typed: number; flagged: number }> {
  const legacy = await db
    .select({ id: users.id, pixKey: users.pixKey })
    .from(users)
    .where(
      and(isNotNull(users.pixKey), isNull(users.pixKeyType), eq(users.pixKeyNeedsReview, false)),
    );
  let typed = 0;
  for (const row of legacy) {
    const detected = detectPixKey(row.pixKey ?? "");
    if (detected) typed++;
    await db
      .update(users)
      .set(
        detected
          ? { pixKey: detected.key, pixKeyType: detected.type }
          : { pixKeyNeedsReview: true },
      )
      .where(eq(users.id, row.id));
  }
  return { typed, flagged: legacy.length - typed };
}
