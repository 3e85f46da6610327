import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import type { Actor, ProfileLabel } from "@/lib/core/actor";
import { issueApiToken } from "@/lib/services/session";
import { hashPassword } from "@/lib/core/password";

let sequence = 0;

export type TestUser = { actor: Actor; token: string; email: string; password: string; id: number };

/** A real user row of the given profile, with its actor and a Bearer token. */
export async function createUser(
  profile: ProfileLabel = "EMPLOYEE",
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const db = await getDb();
  const [p] = await db.select().from(profiles).where(eq(profiles.label, profile));
  sequence += 1;
  const password = "Senha@12345";
  const email = overrides.email ?? `user${sequence}.${Date.now()}@teste.dev`;
  const [row] = await db
    .insert(users)
    .values({
      firstName: `Pessoa${sequence}`,
      lastName: "Teste",
      email,
      passwordHash: await hashPassword(password),
      profileId: p.id,
      phone: "11987654321",
      birthDate: "1990-05-20",
      ...overrides,
    })
    .returning();
  const token = await issueApiToken(row.id, row.tokenVersion);
  const sessionId = String(decodeJwt(token).sid);
  const actor: Actor = {
    id: row.id,
    profile,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    sessionId,
  };
  return { actor, token, email: row.email, password, id: row.id };
}

/** Calls a route handler the way Next does, with an optional Bearer token and JSON body. */
export async function call<P extends Record<string, string> = Record<string, string>>(
  handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
  options: {
    method?: string;
    url?: string;
    token?: string;
    body?: unknown;
    rawBody?: BodyInit;
    headers?: Record<string, string>;
    params?: P;
  } = {},
): Promise<{ status: number; body: any; response: Response }> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const request = new Request(options.url ?? "http://localhost/api/test", {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? ({} as P)) });
  const text = await response.clone().text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, body: parsed, response };
}
