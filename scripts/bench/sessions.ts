import { SignJWT } from "jose";
import postgres from "postgres";

/** The AUTH_SECRET of every server the benchmark starts. */
export const BENCH_SECRET = "membros-bench-secret-not-for-production";

/**
 * A server-side session row (decision 0032) for user `id` in each bench database, so the signed
 * token or cookie that carries its id is accepted; without it every call would answer 401.
 */
export async function openBenchSession(
  id: number,
  kind: "api" | "browser",
  databases: string[],
): Promise<string> {
  const sid = `bench-${kind}-${id}-${Date.now()}`;
  for (const url of databases) {
    const sql = postgres(url, { onnotice: () => {}, max: 1 });
    await sql`insert into user_sessions (id, user_id, kind, expires_at) values (${sid}, ${id}, ${kind}, now() + interval '8 hours')`;
    await sql.end();
  }
  return sid;
}

/** A Bearer token for user `id` (1 is the bench admin, 2 the bench collaborator). */
export const benchBearer = async (id: number, databases: string[]) =>
  new SignJWT({ ver: 0, sid: await openBenchSession(id, "api", databases) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(id))
    .setAudience("membros-api")
    .setIssuedAt()
    .setExpirationTime("8h")
    .sign(new TextEncoder().encode(BENCH_SECRET));
