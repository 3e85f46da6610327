import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as addRoute } from "@/app/api/account/passkeys/route";
import { DELETE as removeRoute } from "@/app/api/account/passkeys/[id]/route";
import { getDb } from "@/db";
import { passkeys, userSessions } from "@/db/schema";
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
import { confirmSessionWithPasskey, passkeyConfirmOptions } from "@/lib/services/passkeys-sign-in";
import { call, createUser, type TestUser } from "../support/factory";
import { ORIGIN, passkeySite, RP_ID, withPasskey } from "../support/passkeys";
import { latestAudit, sessionRow } from "../support/rows";
import { SoftAuthenticator } from "../support/webauthn";

passkeySite();

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
