import { describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { POST as authPost } from "@/app/api/auth/route";
import { GET as usersGet } from "@/app/api/user/route";
import { getDb } from "@/db";
import { userSessions } from "@/db/schema";
import { MAX_FAILURES_PER_EMAIL } from "@/lib/services/auth";
import { createApiToken } from "@/lib/services/api-tokens";
import { updateOrganizationSettings } from "@/lib/services/organization-settings";
import { call, createUser } from "../support/factory";
import { codeAt, enable, lastAudit, signIn, STEP, T0, totpClock } from "../support/two-factor";

totpClock();

describe("signing in with a code (POST /api/auth)", () => {
  it("asks for the code, then accepts it once; a wrong code is refused", async () => {
    const user = await createUser();
    const { secret } = await enable(user);
    const without = await signIn(user);
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({
      reason: "two_factor_required",
      message: "Informe o código de verificação",
    });
    expect(without.body.token).toBeUndefined();

    vi.setSystemTime(T0 + 10 * STEP);
    const code = codeAt(secret, Date.now());
    const right = await signIn(user, code);
    expect(right.status).toBe(200);
    expect(typeof right.body.token).toBe("string");
    const db = await getDb();
    const [session] = await db
      .select({ twoFactor: userSessions.twoFactor })
      .from(userSessions)
      .where(eq(userSessions.id, String(decodeJwt(right.body.token).sid)));
    expect(session.twoFactor).toBe(true);

    const replayed = await signIn(user, code);
    expect(replayed.status).toBe(401);
    expect(replayed.body.reason).toBe("two_factor_invalid");
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    expect((await signIn(user, wrong)).body.reason).toBe("two_factor_invalid");
    const failed = await lastAudit("auth.sign_in_failed", user.id);
    expect(failed?.details).toEqual({ method: "password", reason: "code" });
    // A wrong password with a right code is still a wrong password.
    vi.setSystemTime(T0 + 20 * STEP);
    const badPassword = await call(authPost, {
      method: "POST",
      body: { email: user.email, password: "Errada@12345", code: codeAt(secret, Date.now()) },
    });
    expect(badPassword.status).toBe(401);
    expect(badPassword.body.reason).toBeUndefined();
  });

  it("accepts the previous and next step (±30 s), not two steps away, and never a step at or before the last used one", async () => {
    const user = await createUser();
    const { secret } = await enable(user);
    const now = T0 + 100 * STEP;
    vi.setSystemTime(now);
    expect((await signIn(user, codeAt(secret, now - 2 * STEP))).status).toBe(401);
    expect((await signIn(user, codeAt(secret, now + 2 * STEP))).status).toBe(401);
    expect((await signIn(user, codeAt(secret, now - STEP))).status).toBe(200);
    expect((await signIn(user, codeAt(secret, now - STEP))).status).toBe(401);
    expect((await signIn(user, codeAt(secret, now))).status).toBe(200);
    expect((await signIn(user, codeAt(secret, now - STEP))).status).toBe(401);
    expect((await signIn(user, codeAt(secret, now + STEP))).status).toBe(200);
    expect((await signIn(user, codeAt(secret, now))).status).toBe(401);
    await (await getDb()).execute(sql`delete from login_failures`);
    // At the step's last millisecond the next step is still one away; at its first, the one before.
    const edge = T0 + 200 * STEP;
    vi.setSystemTime(edge - 1);
    expect((await signIn(user, codeAt(secret, edge))).status).toBe(200);
    vi.setSystemTime(edge + STEP);
    expect((await signIn(user, codeAt(secret, edge + STEP))).status).toBe(200);
  });

  it("a recovery code works once, in any case and with or without its hyphen", async () => {
    const user = await createUser();
    const { recoveryCodes } = await enable(user);
    const code = recoveryCodes[3];
    const first = await signIn(user, code.toUpperCase().replace("-", " "));
    expect(first.status).toBe(200);
    expect(await lastAudit("two_factor.recovery_code_used", user.id)).toBeDefined();
    expect((await signIn(user, code)).status).toBe(401);
    expect((await signIn(user, recoveryCodes[4])).status).toBe(200);
  });

  it("wrong codes are throttled like wrong passwords, even with the right password", async () => {
    const user = await createUser();
    const { secret } = await enable(user);
    vi.setSystemTime(T0 + STEP);
    const right = codeAt(secret, Date.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++)
      expect((await signIn(user, wrong)).status).toBe(401);
    const blocked = await signIn(user, right);
    expect(blocked.status).toBe(429);
    expect(blocked.response.headers.get("retry-after")).toBeTruthy();
  });

  it("leaves API tokens (mbr_) alone", async () => {
    const admin = await createUser("ADMIN");
    const { token } = await createApiToken(admin.actor, { name: "robô", scopes: ["read"] });
    await enable(admin);
    await updateOrganizationSettings(admin.actor, { twoFactorRequired: "everyone" });
    expect((await call(usersGet, { token })).status).toBe(200);
  });
});
