import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { getDb } from "@/db";
import { webauthnChallenges } from "@/db/schema";
import { appUrl } from "@/lib/core/env";

/** How long a person has to answer the browser's passkey prompt. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** The prompt's own timeout, a little shorter than the challenge's life. */
export const PROMPT_TIMEOUT_MS = 4 * 60 * 1000;

export type ChallengePurpose = "registration" | "authentication";

/**
 * Who the passkeys belong to, from `APP_URL`: its host is the relying party id (a passkey made
 * for it works on no other site) and its origin the only one whose answers are accepted.
 */
export function relyingParty(): { id: string; origin: string; name: string } {
  const url = new URL(appUrl());
  return { id: url.hostname, origin: url.origin, name: "Membros" };
}

/**
 * A new random challenge, stored (as the base64url the browser echoes back) until it is answered
 * or expires. `userId` binds it to the signed-in person who asked (registration, confirming a
 * session); null for signing in.
 */
export async function issueChallenge(
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<Uint8Array<ArrayBuffer>> {
  const db = await getDb();
  const bytes = new Uint8Array(randomBytes(32));
  const challenge = Buffer.from(bytes).toString("base64url");
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return bytes;
}

/**
 * True once for a live challenge of this purpose and person: the row is deleted as it is read,
 * so a replayed answer (on this node or another) finds nothing.
 */
export async function consumeChallenge(
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<boolean> {
  if (typeof challenge !== "string" || !challenge || challenge.length > 128) return false;
  const db = await getDb();
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length === 1;
}
