import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/route";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import { authenticate } from "@/lib/services/auth";
import { signInWithOidc } from "@/lib/services/single-sign-on";
import { call, createUser } from "../support/factory";
import { latestAudit, sessionRow } from "../support/rows";

const OIDC = {
  OIDC_ISSUER: "https://login.example.org",
  OIDC_CLIENT_ID: "membros",
  OIDC_CLIENT_SECRET: "s3cret",
  OIDC_NAME: "Acme",
};
const client = { address: "203.0.113.7", userAgent: "vitest" };

beforeEach(() => Object.assign(process.env, OIDC));
afterEach(() => {
  for (const key of [
    ...Object.keys(OIDC),
    "OIDC_CREATE_USERS",
    "OIDC_ONLY",
    "OIDC_BREAK_GLASS_EMAILS",
  ])
    delete process.env[key];
});

const claims = (email: string, extra: Record<string, unknown> = {}) => ({
  sub: "provider-subject",
  email,
  email_verified: true,
  given_name: "Carla",
  family_name: "Nova",
  ...extra,
});

describe("signing in with the organisation's provider", () => {
  it("signs in the active account of the verified e-mail, in any case, with a session row", async () => {
    const person = await createUser("EMPLOYEE");
    const outcome = await signInWithOidc(claims(person.email.toUpperCase()), client);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.signIn).toMatchObject({ user: { id: person.id }, profile: "EMPLOYEE" });
    expect(await sessionRow(outcome.signIn.sessionId)).toMatchObject({
      userId: person.id,
      kind: "browser",
      twoFactor: false,
    });
    expect(await latestAudit("auth.sign_in")).toMatchObject({
      actorUserId: person.id,
      details: { method: "oidc", twoFactor: false },
      clientAddress: client.address,
      userAgent: "vitest",
    });
  });

  it("opens a two-factor session only when amr shows the provider checked more than a password", async () => {
    const person = await createUser("ADMIN");
    const mfa = await signInWithOidc(claims(person.email, { amr: ["pwd", "mfa"] }), client);
    const pwd = await signInWithOidc(claims(person.email, { amr: ["pwd"] }), client);
    if (!mfa.ok || !pwd.ok) throw new Error("not signed in");
    expect((await sessionRow(mfa.signIn.sessionId)).twoFactor).toBe(true);
    expect((await sessionRow(pwd.signIn.sessionId)).twoFactor).toBe(false);
  });

  it.each([
    ["false", { email_verified: false }],
    ['the text "true"', { email_verified: "true" }],
    ["absent", { email_verified: undefined }],
  ] as const)("refuses an e-mail whose email_verified is %s", async (_what, extra) => {
    const person = await createUser("EMPLOYEE");
    expect(await signInWithOidc(claims(person.email, extra), client)).toEqual({
      ok: false,
      reason: "unverified",
    });
  });

  it("refuses a deactivated account, an unknown e-mail and an EXPERT, recording each refusal", async () => {
    const gone = await createUser("EMPLOYEE", { active: false });
    expect(await signInWithOidc(claims(gone.email), client)).toEqual({
      ok: false,
      reason: "deactivated",
    });
    expect(await latestAudit("auth.sign_in_failed")).toMatchObject({
      actorUserId: null,
      details: { method: "oidc", reason: "deactivated", email: gone.email },
    });
    const unknown = `ninguem.${Date.now()}@acme.example`;
    expect(await signInWithOidc(claims(unknown), client)).toEqual({ ok: false, reason: "unknown" });
    expect((await latestAudit("auth.sign_in_failed")).details).toEqual({
      method: "oidc",
      reason: "unknown",
      email: unknown,
    });
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, unknown))).toEqual([]);
    const expert = await createUser("EXPERT");
    expect(await signInWithOidc(claims(expert.email), client)).toEqual({
      ok: false,
      reason: "profile",
    });
  });

  it("with OIDC_CREATE_USERS creates an EMPLOYEE from the token's names, once", async () => {
    process.env.OIDC_CREATE_USERS = "true";
    const email = `carla.${Date.now()}@acme.example`;
    const first = await signInWithOidc(claims(email.toUpperCase()), client);
    expect(first).toMatchObject({ ok: true, signIn: { profile: "EMPLOYEE", created: true } });
    const db = await getDb();
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, label: profiles.label })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.profileId))
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toEqual([{ id: expect.any(Number), firstName: "Carla", label: "EMPLOYEE" }]);
    expect(await latestAudit("user.created")).toMatchObject({
      targetId: String(rows[0].id),
      details: { via: "oidc" },
    });
    const again = await signInWithOidc(claims(email), client);
    expect(again).toMatchObject({ ok: true, signIn: { user: { id: rows[0].id }, created: false } });
  });

  it("with OIDC_CREATE_USERS refuses names the user form would refuse, and still no unverified e-mail", async () => {
    process.env.OIDC_CREATE_USERS = "true";
    const email = `li.${Date.now()}@acme.example`;
    expect(await signInWithOidc(claims(email, { given_name: "Li" }), client)).toEqual({
      ok: false,
      reason: "incomplete",
    });
    expect(await signInWithOidc(claims(email, { email_verified: false }), client)).toEqual({
      ok: false,
      reason: "unverified",
    });
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe("OIDC_ONLY", () => {
  it("refuses password sign-in (form and POST /api/auth) except for the break-glass e-mails", async () => {
    const person = await createUser("EMPLOYEE");
    const admin = await createUser("ADMIN");
    process.env.OIDC_ONLY = "true";
    process.env.OIDC_BREAK_GLASS_EMAILS = admin.email.toUpperCase();
    expect(
      await authenticate({ email: person.email, password: person.password, address: "x" }),
    ).toEqual({ ok: false, reason: "password_disabled" });
    const refused = await call(authPost, {
      method: "POST",
      body: { email: person.email, password: person.password },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "O acesso com senha está desativado nesta organização: entre com Acme.",
    );
    const breakGlass = await call(authPost, {
      method: "POST",
      body: { email: admin.email, password: admin.password },
    });
    expect(breakGlass.status).toBe(200);
  });

  it("is ignored while the provider is misconfigured, so nobody is locked out", async () => {
    const person = await createUser("EMPLOYEE");
    delete process.env.OIDC_CLIENT_ID;
    process.env.OIDC_ONLY = "true";
    expect(
      await authenticate({ email: person.email, password: person.password, address: "y" }),
    ).toMatchObject({ ok: true });
  });
});
