import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/route";
import { requestActor } from "@/lib/server/actor";
import { issueApiToken } from "@/lib/services/session";
import { MAX_FAILURES_PER_EMAIL } from "@/lib/services/auth";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { call, createUser } from "../support/factory";

const signIn = (body: unknown, address = "10.0.0.1") =>
  call(authPost, { method: "POST", body, headers: { "x-forwarded-for": address } });

const bearer = (token: string) =>
  new Request("http://localhost/api/x", { headers: { authorization: `Bearer ${token}` } });

// These tests stand for clients behind one trusted proxy, so each X-Forwarded-For is its own
// client.
beforeAll(() => {
  process.env.TRUST_PROXY = "1";
});
afterAll(() => {
  delete process.env.TRUST_PROXY;
});

describe("POST /api/auth", () => {
  it("answers a token, the profile and the user for valid credentials, in any e-mail case", async () => {
    const admin = await createUser("ADMIN");
    const { status, body } = await signIn({
      email: admin.email.toUpperCase(),
      password: admin.password,
    });
    expect(status).toBe(200);
    expect(body.profile).toEqual({ id: expect.any(Number), label: "ADMIN" });
    expect(body.user).toEqual({ id: admin.id, fullName: admin.actor.fullName, email: admin.email });
    expect((await requestActor(bearer(body.token))).id).toBe(admin.id);
  });

  it("answers 401 'Usuário ou senha inválidos' for a wrong password or an unknown e-mail", async () => {
    const user = await createUser();
    for (const body of [
      { email: user.email, password: "errada123" },
      { email: "ninguem@teste.dev", password: "qualquer1" },
    ]) {
      const response = await signIn(body, "10.0.0.2");
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: "Usuário ou senha inválidos" });
    }
  });

  it("answers 400 with pt-BR field errors for invalid input and for malformed JSON", async () => {
    const invalid = await signIn({ email: "nao-e-email", password: "123" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      email: ["Email inválido"],
      password: ["A senha deve ter 6 caracteres"],
    });
    const empty = await signIn({});
    expect(empty.body.errors.email).toEqual(["O e-mail é obrigatório"]);
    const malformed = await call(authPost, {
      method: "POST",
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "JSON inválido" });
  });

  it("answers 429 after repeated failures for one e-mail, even with the right password", async () => {
    const user = await createUser();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      expect(
        (await signIn({ email: user.email, password: "errada123" }, `10.1.0.${i}`)).status,
      ).toBe(401);
    }
    const blocked = await signIn({ email: user.email, password: user.password }, "10.1.1.1");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Muitas tentativas/);
  });

  it("answers 429 after repeated failures from one address, whatever the e-mail", async () => {
    const user = await createUser();
    for (let i = 0; i < 30; i++)
      await signIn({ email: `x${i}@teste.dev`, password: "errada123" }, "10.9.9.9");
    expect((await signIn({ email: user.email, password: user.password }, "10.9.9.9")).status).toBe(
      429,
    );
    expect((await signIn({ email: user.email, password: user.password }, "10.9.9.10")).status).toBe(
      200,
    );
  });
});

describe("Bearer tokens", () => {
  it("reject a missing, forged or expired token with 401", async () => {
    const user = await createUser();
    await expect(requestActor(new Request("http://localhost/api/x"))).rejects.toMatchObject({
      status: 401,
    });
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setAudience("membros-api")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret"));
    await expect(requestActor(bearer(forged))).rejects.toMatchObject({ status: 401 });
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setAudience("membros-api")
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(new TextEncoder().encode(process.env.AUTH_SECRET!));
    await expect(requestActor(bearer(expired))).rejects.toMatchObject({ status: 401 });
    await expect(requestActor(bearer("not.a.jwt"))).rejects.toMatchObject({ status: 401 });
  });

  it("stop working when the user is deactivated or the password changes", async () => {
    const db = await getDb();
    const a = await createUser();
    const b = await createUser();
    expect((await requestActor(bearer(a.token))).id).toBe(a.id);
    await db.update(users).set({ active: false, tokenVersion: 1 }).where(eq(users.id, a.id));
    await expect(requestActor(bearer(a.token))).rejects.toMatchObject({ status: 401 });
    await db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, b.id));
    await expect(requestActor(bearer(b.token))).rejects.toMatchObject({ status: 401 });
    expect((await requestActor(bearer(await issueApiToken(b.id, 1)))).id).toBe(b.id);
  });

  it("answer 403 for an EXPERT outside /api/auth", async () => {
    const expert = await createUser("EXPERT");
    await expect(requestActor(bearer(expert.token))).rejects.toMatchObject({ status: 403 });
  });
});

describe("unknown API paths", () => {
  it("answer 404 with the JSON envelope", async () => {
    const { GET, DELETE } = await import("@/app/api/[...path]/route");
    for (const handler of [GET, DELETE]) {
      const response = await handler(new Request("http://localhost/api/nada"));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Rota não encontrada" });
    }
  });
});
