import { afterEach, beforeEach, expect, vi } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { POST as authPost } from "@/app/api/auth/route";
import { getDb } from "@/db";
import { auditEvents } from "@/db/schema";
import { confirmTotpSetup, startTotpSetup } from "@/lib/services/two-factor";
import { call, type TestUser } from "./factory";

export const STEP = 30_000;
// Near the real time, on a step boundary: PostgreSQL stamps throttle rows with its own clock.
export const T0 = Math.floor(Date.now() / STEP) * STEP;

/** The code an authenticator app with `secret` shows at `at` (ms). */
export const codeAt = (secret: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), period: 30, digits: 6 }).generate({
    timestamp: at,
  });

/** Turns TOTP on for `user` at the current (fake) time; returns its secret and recovery codes. */
export async function enable(user: TestUser) {
  const { secret, uri, qrCode } = await startTotpSetup(user.actor);
  expect(uri).toMatch(/^otpauth:\/\/totp\/Membros:/);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const { recoveryCodes } = await confirmTotpSetup(user.actor, {
    code: codeAt(secret, Date.now()),
  });
  return { secret, recoveryCodes };
}

export const signIn = (user: TestUser, code?: string) =>
  call(authPost, {
    method: "POST",
    body: { email: user.email, password: user.password, ...(code === undefined ? {} : { code }) },
  });

export async function lastAudit(action: string, targetId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, String(targetId))))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

/**
 * For this test file: Date is fake and starts each test at T0; sign-in failures and the
 * organisation's settings are cleared after each test.
 */
export function totpClock() {
  beforeEach(() => {
    // Only Date: the database drivers keep their real timers.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(T0);
  });

  afterEach(async () => {
    vi.useRealTimers();
    const db = await getDb();
    await db.execute(sql`delete from login_failures`);
    await db.execute(sql`delete from organization_settings`);
  });
}
