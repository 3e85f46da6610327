import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { profiles, users } from "@/db/schema";
import { badRequest } from "@/lib/core/errors";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { resolvePixKey } from "@/lib/validation/pix-key";
import { emailTaken } from "./view";

/** What creating and editing a person check and normalise beyond the schemas. */

export async function assertProfile(db: Executor, profileId: number | undefined): Promise<void> {
  if (profileId === undefined) return;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!row) throw badRequest("Dados inválidos", { profileId: ["O perfil é inválido"] });
}

export async function assertEmailFree(
  db: Executor,
  email: string | undefined,
  exceptId?: number,
): Promise<void> {
  if (email === undefined) return;
  const same = sql`lower(${users.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(same, ne(users.id, exceptId)) : same);
  if (row) throw emailTaken();
}

/** The unique index has the last word when two requests race for one e-mail. */
export async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_idx")) throw emailTaken();
    throw error;
  }
}

export const nullable = (value: string | undefined) =>
  value === undefined ? undefined : value || null;

/**
 * The stored (normalised) key and its type; the schemas already refused an invalid key, so an
 * unresolvable one cannot reach here. `undefined` leaves the columns alone (PATCH without it).
 */
export function typedPixKey(raw: string | undefined, type: string | undefined) {
  if (raw === undefined) return {};
  const resolved = resolvePixKey(type, raw);
  if ("error" in resolved) throw badRequest(resolved.error, { pixKey: [resolved.error] });
  return { pixKey: resolved.key, pixKeyType: resolved.type, pixKeyNeedsReview: false };
}
