import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { auditEvents } from "@/db/schema";
import { withRequestClient } from "@/lib/core/request-client";
import { apiRoute } from "@/lib/server/route";
import { AUDIT_ACTIONS, auditActionLabel } from "@/lib/services/audit/actions";
import { cleanDetails, recordAudit } from "@/lib/services/audit/record";
import { call, createUser } from "../support/factory";

const last = async () => {
  const db = await getDb();
  const [row] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row;
};

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe("recording audit entries", () => {
  it("records who, what, the target and details, without a client outside a request", async () => {
    const admin = await createUser("ADMIN");
    await recordAudit({
      action: "user.changed",
      actor: { ...admin.actor, apiTokenId: 7 },
      target: { type: "user", id: 42 },
      details: { fields: ["email"], password: "Senha@12345", nested: { newPassword: "x", ok: 1 } },
    });
    const row = await last();
    expect(row).toMatchObject({
      action: "user.changed",
      actorUserId: admin.id,
      actorTokenId: 7,
      targetType: "user",
      targetId: "42",
      details: { fields: ["email"], nested: { ok: 1 } },
      clientAddress: null,
      userAgent: null,
    });
    expect(row.at).toBeInstanceOf(Date);
  });

  it("takes the client of the current request, or the one given", async () => {
    process.env.TRUST_PROXY = "1";
    await withRequestClient({ address: "203.0.113.9", userAgent: "Teste/1.0" }, () =>
      recordAudit({ action: "auth.sign_in_failed", actor: null, details: { email: "a@b.dev" } }),
    );
    expect(await last()).toMatchObject({
      actorUserId: null,
      clientAddress: "203.0.113.9",
      userAgent: "Teste/1.0",
    });
    await recordAudit({
      action: "auth.sign_out",
      actor: null,
      client: { address: "198.51.100.1", userAgent: null },
    });
    expect(await last()).toMatchObject({ clientAddress: "198.51.100.1", userAgent: null });
  });

  it("a route handler's records carry its client: trusted address, user agent cut to 512", async () => {
    process.env.TRUST_PROXY = "1";
    const admin = await createUser("ADMIN");
    const handler = apiRoute(async ({ actor }) => {
      await recordAudit({ action: "settings.changed", actor });
    });
    const response = await call(handler, {
      method: "POST",
      token: admin.token,
      headers: { "x-forwarded-for": "10.9.9.9, 192.0.2.77", "user-agent": "U".repeat(900) },
    });
    expect(response.status).toBe(200);
    const row = await last();
    expect(row.clientAddress).toBe("192.0.2.77");
    expect(row.userAgent).toBe("U".repeat(512));
    expect(row.actorUserId).toBe(admin.id);
  });

  it("keeps no address it cannot trust", async () => {
    const admin = await createUser("ADMIN");
    const handler = apiRoute(async ({ actor }) =>
      recordAudit({ action: "settings.changed", actor }),
    );
    await call(handler, {
      method: "POST",
      token: admin.token,
      headers: { "x-forwarded-for": "192.0.2.77", "user-agent": "Teste" },
    });
    expect(await last()).toMatchObject({ clientAddress: null, userAgent: "Teste" });
  });

  it("records inside the caller's transaction: a rolled-back change leaves no entry", async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(
          { action: "grant.given", actor: null, target: { type: "x", id: "r" } },
          tx,
        );
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await db.select().from(auditEvents).where(eq(auditEvents.targetId, "r"))).toEqual([]);
  });

  it("drops secret-looking keys at any depth and bounds the rest", () => {
    const cleaned = cleanDetails({
      token: "t",
      tokenHash: "h",
      recovery_code: "1",
      codes: ["a"],
      clientSecret: "s",
      Authorization: "Bearer x",
      tokenId: 3,
      tokenName: "CI",
      list: Array.from({ length: 80 }, (_, i) => i),
      long: "x".repeat(2000),
      at: new Date("2026-01-02T03:04:05Z"),
      deep: { a: { b: { c: { d: { e: 1 } } } } },
    });
    expect(cleaned).toEqual({
      tokenId: 3,
      tokenName: "CI",
      list: Array.from({ length: 50 }, (_, i) => i),
      long: "x".repeat(500),
      at: "2026-01-02T03:04:05.000Z",
      deep: { a: { b: { c: "…" } } },
    });
  });

  it("labels every catalogued action in Portuguese and shows an unknown one as is", () => {
    expect(Object.keys(AUDIT_ACTIONS).length).toBeGreaterThanOrEqual(30);
    expect(auditActionLabel("auth.sign_in")).toBe("Entrada no sistema");
    expect(auditActionLabel("something.new")).toBe("something.new");
  });
});
