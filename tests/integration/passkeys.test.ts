import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as listRoute, POST as addRoute } from "@/app/api/account/passkeys/route";
import { DELETE as removeRoute } from "@/app/api/account/passkeys/[id]/route";
import { POST as signInOptionsRoute } from "@/app/api/passkey-auth/options/route";
import { getDb } from "@/db";
import { passkeys, users, userSessions } from "@/db/schema";
import { PasskeySignInError, passkeyProvider } from "@/lib/server/auth-providers/passkey";
import { createApiToken } from "@/lib/services/api-tokens";
import { resetSecondFactor, secondFactorOfUser } from "@/lib/services/two-factor";
import {
  listOwnPasskeys,
  MAX_PASSKEYS,
  PASSKEY_NOT_FOUND,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  SESSION_NOT_RECENT,
} from "@/lib/services/passkeys";
import {
  confirmSessionWithPasskey,
  MAX_PASSKEY_FAILURES,
  MAX_PASSKEY_FAILURES_PER_ADDRESS,
  passkeyConfirmOptions,
  passkeySignInOptions,
  signInWithPasskey,
} from "@/lib/services/passkeys-sign-in";
import { call, createUser, type TestUser } from "../support/factory";
import { latestAudit, sessionRow } from "../support/rows";
import { SoftAuthenticator } from "../support/webauthn";

const ORIGIN = "https://membros.example.org";
const RP_ID = "membros.example.org";
const client = { address: "203.0.113.7" };
let previousAppUrl: string | undefined;

beforeAll(() => {
  previousAppUrl = process.env.APP_URL;
  process.env.APP_URL = `${ORIGIN}/`;
});
afterAll(() => {
  if (previousAppUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = previousAppUrl;
});
beforeEach(async () => {
  await (await getDb()).execute(sql`delete from login_failures`);
});

/** A person with one registered passkey, made through the service as the settings screen does. */
async function withPasskey(name = "Notebook") {
  const person = await createUser("EMPLOYEE");
  const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
  const options = await passkeyRegistrationOptions(person.actor);
  const view = await registerPasskey(person.actor, {
    name,
    response: authenticator.register(options),
  });
  return { person, authenticator, view };
}

describe("adding a passkey", () => {
  it("verifies a real attestation, keeps the passkey under its name and marks the session two-factor", async () => {
    const { person, view } = await withPasskey("  Notebook do trabalho ");
    expect(view).toMatchObject({ name: "Notebook do trabalho", lastUsedAt: null });
    expect(await listOwnPasskeys(person.actor)).toEqual([view]);
    expect((await sessionRow(person.actor.sessionId!)).twoFactor).toBe(true);
    const options = await passkeyRegistrationOptions(person.actor);
    expect(options.rp).toEqual({ id: RP_ID, name: "Membros" });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    // The passkey already held is excluded, so the same device is not added twice.
    expect(options.excludeCredentials?.map((c) => c.id)).toHaveLength(1);
    const audit = await latestAudit("passkey.added");
    expect(audit).toMatchObject({ actorUserId: person.id, targetId: String(view.id) });
    expect(audit.details).toEqual({ name: "Notebook do trabalho" });
  });

  it("refuses a replayed challenge, another origin, no user verification and an empty name", async () => {
    const person = await createUser("EMPLOYEE");
    const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
    const options = await passkeyRegistrationOptions(person.actor);
    await registerPasskey(person.actor, { name: "A", response: authenticator.register(options) });
    const again = new SoftAuthenticator(ORIGIN, RP_ID);
    await expect(
      registerPasskey(person.actor, { name: "B", response: again.register(options) }),
    ).rejects.toMatchObject({ status: 400 });
    const evil = await passkeyRegistrationOptions(person.actor);
    await expect(
      registerPasskey(person.actor, {
        name: "B",
        response: again.register(evil, { origin: "https://membros.example.org.evil.dev" }),
      }),
    ).rejects.toMatchObject({ status: 400 });
    const noUv = await passkeyRegistrationOptions(person.actor);
    await expect(
      registerPasskey(person.actor, {
        name: "B",
        response: again.register(noUv, { userVerified: false }),
      }),
    ).rejects.toMatchObject({ status: 400 });
    const unnamed = await passkeyRegistrationOptions(person.actor);
    await expect(
      registerPasskey(person.actor, { name: " ", response: again.register(unnamed) }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { name: ["Dê um nome à chave de acesso"] },
    });
    expect(await listOwnPasskeys(person.actor)).toHaveLength(1);
  });

  it("refuses another person's challenge and the same authenticator twice", async () => {
    const { person, authenticator } = await withPasskey();
    const other = await createUser("ADMIN");
    const theirs = await passkeyRegistrationOptions(other.actor);
    await expect(
      registerPasskey(person.actor, {
        name: "X",
        response: new SoftAuthenticator(ORIGIN, RP_ID).register(theirs),
      }),
    ).rejects.toMatchObject({ status: 400 });
    const mine = await passkeyRegistrationOptions(person.actor);
    await expect(
      registerPasskey(person.actor, { name: "Y", response: authenticator.register(mine) }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it(`stops at ${MAX_PASSKEYS} passkeys`, async () => {
    const person = await createUser("EMPLOYEE");
    for (let i = 0; i < MAX_PASSKEYS; i++) {
      const options = await passkeyRegistrationOptions(person.actor);
      await registerPasskey(person.actor, {
        name: `Chave ${i}`,
        response: new SoftAuthenticator(ORIGIN, RP_ID).register(options),
      });
    }
    await expect(passkeyRegistrationOptions(person.actor)).rejects.toMatchObject({ status: 409 });
  });
});

describe("signing in with a passkey", () => {
  it("needs no e-mail, opens a two-factor session, records the use and the audit entry", async () => {
    const { person, authenticator, view } = await withPasskey();
    const options = await passkeySignInOptions(client);
    expect(options.rpId).toBe(RP_ID);
    expect(options.allowCredentials ?? []).toEqual([]);
    const outcome = await signInWithPasskey(authenticator.assert(options), client);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.user).toMatchObject({ id: person.id, email: person.email, profile: "EMPLOYEE" });
    expect(await sessionRow(outcome.sessionId)).toMatchObject({
      userId: person.id,
      twoFactor: true,
    });
    const [listed] = await listOwnPasskeys(person.actor);
    expect(listed.id).toBe(view.id);
    expect(listed.lastUsedAt).not.toBeNull();
    const audit = await latestAudit("auth.sign_in");
    expect(audit).toMatchObject({ actorUserId: person.id });
    expect(audit.details).toMatchObject({ method: "passkey" });
  });

  it("refuses a replayed answer: the challenge is used once", async () => {
    const { authenticator } = await withPasskey();
    const answer = authenticator.assert(await passkeySignInOptions(client));
    expect((await signInWithPasskey(answer, client)).ok).toBe(true);
    expect(await signInWithPasskey(answer, client)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a counter that goes back (a copied authenticator)", async () => {
    const { authenticator } = await withPasskey();
    for (let i = 0; i < 3; i++)
      expect(
        (await signInWithPasskey(authenticator.assert(await passkeySignInOptions(client)), client))
          .ok,
      ).toBe(true);
    const copy = authenticator.assert(await passkeySignInOptions(client), { counter: 2 });
    expect(await signInWithPasskey(copy, client)).toEqual({ ok: false, reason: "invalid" });
    expect((await latestAudit("auth.sign_in_failed")).details).toMatchObject({
      method: "passkey",
      reason: "counter",
    });
  });

  it("refuses an unknown passkey, a forged signature, another site and a deactivated owner", async () => {
    const { person, authenticator } = await withPasskey();
    const stranger = new SoftAuthenticator(ORIGIN, RP_ID);
    expect(
      await signInWithPasskey(stranger.assert(await passkeySignInOptions(client)), client),
    ).toEqual({ ok: false, reason: "unknown" });
    const forged = authenticator.assert(await passkeySignInOptions(client));
    forged.response.signature = stranger.assert({ challenge: "x" }).response.signature;
    expect(await signInWithPasskey(forged, client)).toEqual({ ok: false, reason: "invalid" });
    const phished = authenticator.assert(await passkeySignInOptions(client), {
      origin: "https://membros-example.org",
    });
    expect(await signInWithPasskey(phished, client)).toEqual({ ok: false, reason: "invalid" });
    const db = await getDb();
    await db.update(users).set({ active: false }).where(eq(users.id, person.id));
    expect(
      await signInWithPasskey(authenticator.assert(await passkeySignInOptions(client)), client),
    ).toEqual({ ok: false, reason: "deactivated" });
    expect((await latestAudit("auth.sign_in_failed")).details).toMatchObject({
      method: "passkey",
      reason: "deactivated",
    });
  });

  it("throttles failures per known passkey, and per address when no passkey is known", async () => {
    const { authenticator } = await withPasskey();
    const forged = async () => {
      const answer = authenticator.assert(await passkeySignInOptions(client));
      answer.response.signature = Buffer.from("not a signature").toString("base64url");
      return signInWithPasskey(answer, client);
    };
    for (let i = 0; i < MAX_PASSKEY_FAILURES; i++) expect((await forged()).ok).toBe(false);
    expect(await forged()).toMatchObject({ ok: false, reason: "throttled" });
    // A valid answer with this passkey waits too: it was the one being guessed at.
    expect(
      await signInWithPasskey(authenticator.assert(await passkeySignInOptions(client)), client),
    ).toMatchObject({ ok: false, reason: "throttled" });
    for (let i = 0; i < MAX_PASSKEY_FAILURES_PER_ADDRESS; i++)
      await signInWithPasskey({ id: "bm9wZQ", rawId: "bm9wZQ", type: "public-key" }, client);
    expect(await signInWithPasskey({ garbage: true }, client)).toMatchObject({
      reason: "throttled",
    });
    const elsewhere = { address: "198.51.100.1" };
    expect(await signInWithPasskey({ garbage: true }, elsewhere)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("with OIDC_ONLY", () => {
  const OIDC = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_ONLY"] as const;
  afterAll(() => {
    for (const name of [...OIDC, "OIDC_BREAK_GLASS_EMAILS"]) delete process.env[name];
  });

  it("a passkey is refused like a password, but for a break-glass admin", async () => {
    const { authenticator } = await withPasskey();
    const { person: breakGlass, authenticator: theirs } = await withPasskey();
    Object.assign(process.env, {
      OIDC_ISSUER: "https://login.example.org",
      OIDC_CLIENT_ID: "membros",
      OIDC_CLIENT_SECRET: "s3cret",
      OIDC_ONLY: "true",
      OIDC_BREAK_GLASS_EMAILS: breakGlass.email,
    });
    expect(
      await signInWithPasskey(authenticator.assert(await passkeySignInOptions(client)), client),
    ).toEqual({ ok: false, reason: "sso_only" });
    expect(
      (await signInWithPasskey(theirs.assert(await passkeySignInOptions(client)), client)).ok,
    ).toBe(true);
  });
});

describe("whose passkeys", () => {
  let owner: TestUser;
  let ownerKey: SoftAuthenticator;
  let passkeyId: number;
  let other: TestUser;
  beforeAll(async () => {
    const made = await withPasskey("Do dono");
    owner = made.person;
    ownerKey = made.authenticator;
    passkeyId = made.view.id;
    other = await createUser("ADMIN");
  });

  it("nobody else sees, renames or removes a person's passkey (not even an admin)", async () => {
    expect(await listOwnPasskeys(other.actor)).toEqual([]);
    await expect(renamePasskey(other.actor, passkeyId, { name: "Meu" })).rejects.toMatchObject({
      status: 404,
      message: PASSKEY_NOT_FOUND,
    });
    await expect(removePasskey(other.actor, passkeyId)).rejects.toMatchObject({ status: 404 });
    const removed = await call(removeRoute, {
      method: "DELETE",
      url: `http://localhost/api/account/passkeys/${passkeyId}`,
      token: other.token,
      params: { id: String(passkeyId) },
    });
    expect(removed.status).toBe(404);
    expect(await listOwnPasskeys(owner.actor)).toHaveLength(1);
  });

  it("another person's passkey cannot confirm a session", async () => {
    const options = await passkeyConfirmOptions(owner.actor);
    await expect(
      confirmSessionWithPasskey(other.actor, ownerKey.assert(options)),
    ).rejects.toMatchObject({ status: 400 });
    const [session] = await (
      await getDb()
    )
      .select()
      .from(userSessions)
      .where(eq(userSessions.id, other.actor.sessionId!));
    expect(session.twoFactor).toBe(false);
  });

  it("the owner confirms their own session with it (once per challenge)", async () => {
    const { person, authenticator } = await withPasskey();
    const db = await getDb();
    await db
      .update(userSessions)
      .set({ twoFactor: false })
      .where(eq(userSessions.id, person.actor.sessionId!));
    const options = await passkeyConfirmOptions(person.actor);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const answer = authenticator.assert(options);
    await confirmSessionWithPasskey(person.actor, answer);
    expect((await sessionRow(person.actor.sessionId!)).twoFactor).toBe(true);
    await expect(confirmSessionWithPasskey(person.actor, answer)).rejects.toMatchObject({
      status: 400,
    });
  });

  it("API tokens cannot list or manage passkeys; a person's session can", async () => {
    const { token } = await createApiToken(other.actor, {
      name: "tudo",
      userId: owner.id,
      scopes: ["read", "users:write"],
    });
    const url = "http://localhost/api/account/passkeys";
    expect((await call(listRoute, { url, token })).status).toBe(403);
    expect((await call(addRoute, { url, token, body: {} })).status).toBe(403);
    const listed = await call(listRoute, { url, token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: passkeyId, name: "Do dono" })]);
  });

  it("removing needs a session opened in the last 15 minutes", async () => {
    const { person, view } = await withPasskey();
    const db = await getDb();
    await db
      .update(userSessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(userSessions.id, person.actor.sessionId!));
    await expect(removePasskey(person.actor, view.id)).rejects.toMatchObject({
      status: 403,
      message: SESSION_NOT_RECENT,
    });
    await db
      .update(userSessions)
      .set({ createdAt: new Date() })
      .where(eq(userSessions.id, person.actor.sessionId!));
    await removePasskey(person.actor, view.id);
    expect(await listOwnPasskeys(person.actor)).toEqual([]);
    expect(await latestAudit("passkey.removed")).toMatchObject({
      actorUserId: person.id,
      targetId: String(view.id),
    });
    const left = await db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.userId, person.id)));
    expect(left).toEqual([]);
  });
});

describe("POST /api/passkey-auth/options", () => {
  it("answers anyone with a challenge for this site", async () => {
    const { status, body } = await call(signInOptionsRoute, {
      method: "POST",
      url: "http://localhost/api/passkey-auth/options",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ rpId: RP_ID, userVerification: "required" });
    expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("the passkey provider of Auth.js", () => {
  type Authorize = (credentials: Record<string, unknown>, request: Request) => Promise<unknown>;
  const authorize = (credentials: Record<string, unknown>) =>
    (passkeyProvider() as unknown as { options: { authorize: Authorize } }).options.authorize(
      credentials,
      new Request("http://localhost/api/auth/callback/passkey", { method: "POST" }),
    );

  it("hands Auth.js the signed-in person with their two-factor session", async () => {
    const { person, authenticator } = await withPasskey();
    const answer = authenticator.assert(await passkeySignInOptions(client));
    const user = (await authorize({ response: JSON.stringify(answer) })) as Record<string, string>;
    expect(user).toMatchObject({ id: String(person.id), email: person.email, profile: "EMPLOYEE" });
    expect(await sessionRow(user.sid)).toMatchObject({ userId: person.id, twoFactor: true });
  });

  it("refuses with the reason as the error code, malformed JSON included", async () => {
    await expect(authorize({ response: "{not json" })).rejects.toMatchObject({
      code: "passkey_invalid",
    });
    const stranger = new SoftAuthenticator(ORIGIN, RP_ID);
    const answer = stranger.assert(await passkeySignInOptions(client));
    await expect(authorize({ response: JSON.stringify(answer) })).rejects.toBeInstanceOf(
      PasskeySignInError,
    );
    await expect(authorize({ response: JSON.stringify(answer) })).rejects.toMatchObject({
      code: "passkey_unknown",
    });
  });
});

describe("an admin's reset of someone's second factor", () => {
  it("removes their passkeys too", async () => {
    const { person } = await withPasskey();
    const admin = await createUser("ADMIN");
    expect(await secondFactorOfUser(admin.actor, person.id)).toBe(true);
    await resetSecondFactor(admin.actor, person.id);
    expect(await listOwnPasskeys(person.actor)).toEqual([]);
    expect(await secondFactorOfUser(admin.actor, person.id)).toBe(false);
    expect((await latestAudit("two_factor.reset")).details).toEqual({ passkeysRemoved: 1 });
  });
});
