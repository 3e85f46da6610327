import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { POST as signInOptionsRoute } from "@/app/api/passkey-auth/options/route";
import { getDb } from "@/db";
import { users } from "@/db/schema";
import { PasskeySignInError, passkeyProvider } from "@/lib/server/auth-providers/passkey";
import { listOwnPasskeys } from "@/lib/services/passkeys";
import {
  MAX_PASSKEY_FAILURES,
  MAX_PASSKEY_FAILURES_PER_ADDRESS,
  passkeySignInOptions,
  signInWithPasskey,
} from "@/lib/services/passkeys-sign-in";
import { call } from "../support/factory";
import { ORIGIN, passkeySite, RP_ID, withPasskey } from "../support/passkeys";
import { latestAudit, sessionRow } from "../support/rows";
import { SoftAuthenticator } from "../support/webauthn";

const client = { address: "203.0.113.7" };
passkeySite();

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
