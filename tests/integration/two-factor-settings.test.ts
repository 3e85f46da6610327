import { describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as logoutPost } from "@/app/api/account/logout/route";
import { GET as usersGet } from "@/app/api/user/route";
import { GET as ownGet } from "@/app/api/collaborator/user/route";
import { getDb } from "@/db";
import { userRecoveryCodes, userSessions, userTotp } from "@/db/schema";
import { updateOrganizationSettings } from "@/lib/services/organization-settings";
import {
  confirmTotpSetup,
  disableTotp,
  regenerateRecoveryCodes,
  resetSecondFactor,
  startTotpSetup,
  stepUpSecondFactor,
  userHasTotp,
} from "@/lib/services/two-factor";
import { SECOND_FACTOR_PENDING_REASON } from "@/lib/services/two-factor-policy";
import { call, createUser } from "../support/factory";
import { browserCookie } from "../support/session-cookie";
import { codeAt, enable, lastAudit, signIn, STEP, T0, totpClock } from "../support/two-factor";

totpClock();

describe("setting TOTP up", () => {
  it("is not active until a right code confirms it, then gives ten recovery codes once", async () => {
    const user = await createUser();
    const { secret } = await startTotpSetup(user.actor);
    expect(await userHasTotp(user.id)).toBe(false);
    expect((await signIn(user)).status).toBe(200);
    const wrong = String((Number(codeAt(secret, Date.now())) + 1) % 1_000_000).padStart(6, "0");
    await expect(confirmTotpSetup(user.actor, { code: wrong })).rejects.toMatchObject({
      status: 400,
      errors: { code: ["Código de verificação inválido"] },
    });
    const { recoveryCodes } = await confirmTotpSetup(user.actor, {
      code: codeAt(secret, Date.now()),
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await userHasTotp(user.id)).toBe(true);
    await expect(startTotpSetup(user.actor)).rejects.toMatchObject({ status: 409 });
    expect((await lastAudit("two_factor.enabled", user.id))?.actorUserId).toBe(user.id);
  });

  it("keeps neither the secret nor the recovery codes in plain text", async () => {
    const user = await createUser();
    const { secret, recoveryCodes } = await enable(user);
    const db = await getDb();
    const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    const dump = JSON.stringify(row) + JSON.stringify(await db.select().from(userRecoveryCodes));
    expect(dump).not.toContain(secret);
    expect(dump.toLowerCase()).not.toContain(secret.toLowerCase());
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace("-", ""));
    }
    // The sealed secret belongs to its row: copied to another person it opens nothing.
    const other = await createUser();
    await db.insert(userTotp).values({
      userId: other.id,
      secretEncrypted: row.secretEncrypted,
      confirmedAt: new Date(),
    });
    vi.setSystemTime(T0 + 5 * STEP);
    expect((await signIn(other, codeAt(secret, Date.now()))).status).toBe(401);
  });
});

describe("turning it off, new recovery codes, step-up", () => {
  it("turning off needs a current code or the password, and is refused while the organisation requires it", async () => {
    const user = await createUser();
    const { secret } = await enable(user);
    await expect(disableTotp(user.actor, {})).rejects.toMatchObject({ status: 400 });
    await expect(disableTotp(user.actor, { password: "Errada@12345" })).rejects.toMatchObject({
      status: 400,
      errors: { password: ["A senha está incorreta"] },
    });
    const admin = await createUser("ADMIN");
    await updateOrganizationSettings(admin.actor, { twoFactorRequired: "everyone" });
    await expect(disableTotp(user.actor, { password: user.password })).rejects.toMatchObject({
      status: 409,
    });
    await updateOrganizationSettings(admin.actor, { twoFactorRequired: "none" });
    vi.setSystemTime(T0 + 3 * STEP);
    await disableTotp(user.actor, { code: codeAt(secret, Date.now()) });
    expect(await userHasTotp(user.id)).toBe(false);
    expect(await lastAudit("two_factor.disabled", user.id)).toBeDefined();
    expect((await signIn(user)).status).toBe(200);
  });

  it("new recovery codes replace the old ones", async () => {
    const user = await createUser();
    const { recoveryCodes } = await enable(user);
    const fresh = await regenerateRecoveryCodes(user.actor, { password: user.password });
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect((await signIn(user, recoveryCodes[0])).status).toBe(401);
    expect((await signIn(user, fresh.recoveryCodes[0])).status).toBe(200);
  });

  it("a code confirms a session that had none (step-up), once", async () => {
    const user = await createUser();
    const { secret } = await enable(user);
    const cookie = await browserCookie(user);
    const admin = await createUser("ADMIN");
    await updateOrganizationSettings(admin.actor, { twoFactorRequired: "everyone" });
    const asCookie = { headers: { cookie } };
    expect((await call(ownGet, asCookie)).status).toBe(403);
    const db = await getDb();
    const [session] = await db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.userId, user.id), eq(userSessions.kind, "browser")));
    const actor = { ...user.actor, sessionId: session.id };
    vi.setSystemTime(T0 + 4 * STEP);
    const code = codeAt(secret, Date.now());
    await stepUpSecondFactor(actor, { code });
    expect((await call(ownGet, asCookie)).status).toBe(200);
    await expect(stepUpSecondFactor(actor, { code })).rejects.toMatchObject({ status: 400 });
  });
});

describe("admin reset", () => {
  it("only an admin resets another person's second factor; it is audited", async () => {
    const user = await createUser();
    const employee = await createUser();
    const admin = await createUser("ADMIN");
    await enable(user);
    await expect(resetSecondFactor(employee.actor, user.id)).rejects.toMatchObject({
      status: 403,
    });
    await expect(resetSecondFactor(admin.actor, admin.id)).rejects.toMatchObject({ status: 400 });
    await expect(resetSecondFactor(admin.actor, 2_000_000_000)).rejects.toMatchObject({
      status: 404,
    });
    expect(await userHasTotp(user.id)).toBe(true);
    await resetSecondFactor(admin.actor, user.id);
    expect(await userHasTotp(user.id)).toBe(false);
    const db = await getDb();
    expect(
      await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect((await lastAudit("two_factor.reset", user.id))?.actorUserId).toBe(admin.id);
    expect((await signIn(user)).status).toBe(200);
  });
});

describe("the organisation's rule at the API door", () => {
  it("'admins': an admin's session without a second factor gets 403 (logging out still works); employees and confirmed sessions pass", async () => {
    const admin = await createUser("ADMIN");
    const employee = await createUser();
    const cookie = await browserCookie(admin);
    const confirmed = await browserCookie(admin, { twoFactor: true });
    const employeeCookie = await browserCookie(employee);
    expect((await call(usersGet, { headers: { cookie } })).status).toBe(200);
    await updateOrganizationSettings(admin.actor, { twoFactorRequired: "admins" });
    const refused = await call(usersGet, { headers: { cookie } });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe(SECOND_FACTOR_PENDING_REASON);
    expect(refused.body.message).toMatch(/verificação em duas etapas/);
    expect((await call(usersGet, { headers: { cookie: confirmed } })).status).toBe(200);
    expect((await call(ownGet, { headers: { cookie: employeeCookie } })).status).toBe(200);
    expect((await call(logoutPost, { method: "POST", headers: { cookie } })).status).toBe(200);
    expect((await call(usersGet, { headers: { cookie } })).status).toBe(401);
  });

  it("POST /api/auth: without an app under the rule, no token; with the app and a code, a token that works", async () => {
    const admin = await createUser("ADMIN");
    await updateOrganizationSettings(admin.actor, { twoFactorRequired: "admins" });
    const refused = await signIn(admin);
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe("two_factor_setup_required");
    const { secret } = await enable(admin);
    vi.setSystemTime(T0 + 2 * STEP);
    const signedIn = await signIn(admin, codeAt(secret, Date.now()));
    expect(signedIn.status).toBe(200);
    expect((await call(usersGet, { token: signedIn.body.token })).status).toBe(200);
  });
});
