import { asc, gt, max } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { getDb } from "@/db";
import { auditEvents } from "@/db/schema";
import type { TestUser } from "./factory";
import { saveEnv } from "./smtp";

/**
 * Believes X-Forwarded-For (TRUST_PROXY=1, and `more` env names restored too) while the calling
 * file's tests run, so the audit entries keep CLIENT_HEADERS' address.
 */
export function trustClientAddress(more: string[] = []): void {
  const restoreEnv = saveEnv(["TRUST_PROXY", ...more]);
  beforeAll(() => {
    process.env.TRUST_PROXY = "1";
  });
  afterAll(() => restoreEnv());
}

/** Headers of a request from a known client (the address counts only with TRUST_PROXY=1). */
export const CLIENT_HEADERS = { "x-forwarded-for": "203.0.113.50", "user-agent": "AuditTest/1.0" };
export const CLIENT = { clientAddress: "203.0.113.50", userAgent: "AuditTest/1.0" };

export type AuditRow = typeof auditEvents.$inferSelect;

/** The id of the newest audit entry, to read what an action records after it. */
export async function auditMark(): Promise<number> {
  const [row] = await (await getDb()).select({ id: max(auditEvents.id) }).from(auditEvents);
  return row.id ?? 0;
}

/** Every audit entry recorded after `mark`, oldest first. */
export async function auditSince(mark: number): Promise<AuditRow[]> {
  return (await getDb())
    .select()
    .from(auditEvents)
    .where(gt(auditEvents.id, mark))
    .orderBy(asc(auditEvents.id));
}

/** Runs `action` and checks it recorded exactly one entry matching `expected`; returns it. */
export async function recordsOne(
  action: () => Promise<unknown>,
  expected: Partial<AuditRow>,
): Promise<AuditRow> {
  const mark = await auditMark();
  await action();
  const rows = await auditSince(mark);
  expect(rows.map((r) => r.action)).toEqual([expected.action]);
  expect(rows[0]).toMatchObject(expected);
  return rows[0];
}

/** Runs `action` and checks it recorded nothing. */
export async function recordsNothing(action: () => Promise<unknown>): Promise<void> {
  const mark = await auditMark();
  await action();
  expect(await auditSince(mark)).toEqual([]);
}

/** `call` options of a request by `user` from the known client (CLIENT_HEADERS). */
export const as = <T extends object>(user: TestUser, extra: T = {} as T) => ({
  token: user.token,
  headers: CLIENT_HEADERS,
  ...extra,
});

export const expectStatus = async (answer: Promise<{ status: number }>, status: number) =>
  expect((await answer).status).toBe(status);
