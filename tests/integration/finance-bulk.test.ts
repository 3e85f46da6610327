import { and, count, eq, inArray, max } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as paymentBulk from "@/app/api/payment-admin/bulk/route";
import * as requestBulk from "@/app/api/payment-request-admin/bulk/route";
import * as refundBulk from "@/app/api/refund-admin/bulk/route";
import { getDb } from "@/db";
import { statusHistory } from "@/db/schema";
import { financeItems } from "@/lib/services/finance";
import { financeKind } from "@/lib/services/finance/kinds";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { call, createUser, type TestUser } from "../support/factory";
import { validBody } from "../support/finance";

const BULK_ROUTE = {
  payment: paymentBulk,
  payment_request: requestBulk,
  refund: refundBulk,
} as const;

describe.each(FINANCE_KINDS)("%s bulk decisions", (kind: FinanceKind) => {
  const service = financeItems(kind);
  const config = FINANCE[kind];
  const otherKind = FINANCE_KINDS.find((k) => k !== kind)!;
  let owner: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    owner = await createUser("EMPLOYEE");
    admin = await createUser("ADMIN");
  });

  const newItem = async (forKind: FinanceKind = kind) =>
    (await financeItems(forKind).collaborator.create(owner.actor, await validBody(forKind))).id;
  const historyRows = async (ids: number[]) => {
    const rows = await (
      await getDb()
    )
      .select({ id: statusHistory.entityId, n: count() })
      .from(statusHistory)
      .where(and(eq(statusHistory.entityType, kind), inArray(statusHistory.entityId, ids)))
      .groupBy(statusHistory.entityId);
    return Object.fromEntries(rows.map((r) => [r.id, r.n]));
  };

  /** An id of another kind's item that does not exist in this kind's table. */
  async function foreignId(): Promise<number> {
    const { table } = financeKind(kind);
    const [{ top }] = await (await getDb()).select({ top: max(table.id) }).from(table);
    for (;;) {
      const id = await newItem(otherKind);
      if (id > (top ?? 0)) return id;
    }
  }

  it("gives each id its own outcome: moved, conflict (with where it is now) and not_found", async () => {
    const [a, b, settled] = [await newItem(), await newItem(), await newItem()];
    await service.admin.deny(admin.actor, settled);
    const foreign = await foreignId();
    const { results } = await service.admin.bulk(admin.actor, {
      ids: [a, settled, 99_999_999, foreign, b, a],
      action: "confirm",
    });
    expect(results).toEqual([
      { id: a, outcome: "moved", status: config.confirmStatus },
      { id: settled, outcome: "conflict", status: "CANCELLED" },
      { id: 99_999_999, outcome: "not_found" },
      { id: foreign, outcome: "not_found" },
      { id: b, outcome: "moved", status: config.confirmStatus },
    ]);
    expect((await service.admin.get(admin.actor, a)).history.at(-1)).toMatchObject({
      from: "PENDING",
      to: config.confirmStatus,
      actor: admin.actor.fullName,
    });
    expect((await financeItems(otherKind).admin.get(admin.actor, foreign)).status).toBe("PENDING");
    expect(await historyRows([a, b, settled])).toEqual({ [a]: 2, [b]: 2, [settled]: 2 });
  });

  it("denies with the reason given, or 'Cancelado pelo administrador'", async () => {
    const [a, b] = [await newItem(), await newItem()];
    await service.admin.bulk(admin.actor, {
      ids: [a],
      action: "deny",
      reason: "Comprovante ilegível",
    });
    await service.admin.bulk(admin.actor, { ids: [b], action: "deny" });
    expect(await service.admin.get(admin.actor, a)).toMatchObject({
      status: "CANCELLED",
      reason: "Comprovante ilegível",
    });
    expect(await service.admin.get(admin.actor, b)).toMatchObject({
      status: "CANCELLED",
      reason: "Cancelado pelo administrador",
    });
  });

  it("leaves one outcome and one history row per item when 50 bulks and single moves race over the same ids", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await newItem());
    const bulks = Array.from({ length: 50 }, (_, i) =>
      service.admin.bulk(admin.actor, {
        ids: ids.filter((_, j) => (i + j) % 3 !== 0),
        action: i % 2 ? "confirm" : "deny",
      }),
    );
    const singles = ids.slice(0, 4).map((id) =>
      service.admin.confirm(admin.actor, id).then(
        () => id,
        () => null,
      ),
    );
    const [bulkResults, singleResults] = await Promise.all([
      Promise.all(bulks),
      Promise.all(singles),
    ]);
    const moved = new Map<number, number>();
    for (const { results } of bulkResults)
      for (const r of results)
        if (r.outcome === "moved") moved.set(r.id, (moved.get(r.id) ?? 0) + 1);
    for (const id of singleResults) if (id != null) moved.set(id, (moved.get(id) ?? 0) + 1);
    expect(ids.map((id) => moved.get(id))).toEqual(ids.map(() => 1));
    expect(await historyRows(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 2])));
    for (const { results } of bulkResults)
      for (const r of results) expect(r.outcome).not.toBe("not_found");
  });

  it("answers the REST call: 200 with results, 400 naming the field, 403 for employees", async () => {
    const route = BULK_ROUTE[kind].POST;
    const id = await newItem();
    const ok = await call(route, {
      token: admin.token,
      body: { ids: [id], action: "deny", reason: "Fora da política" },
    });
    expect(ok).toMatchObject({
      status: 200,
      body: { results: [{ id, outcome: "moved", status: "CANCELLED" }] },
    });
    const bad = [
      [{ ids: [], action: "confirm" }, "ids"],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: "confirm" }, "ids"],
      [{ ids: [1], action: "approve" }, "action"],
      [{ ids: ["x"], action: "confirm" }, "ids.0"],
      [{ action: "confirm" }, "ids"],
    ] as const;
    for (const [body, field] of bad) {
      const response = await call(route, { token: admin.token, body });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toContain(field);
    }
    expect(
      (
        await call(route, {
          token: admin.token,
          rawBody: "{",
          headers: { "content-type": "application/json" },
          method: "POST",
        })
      ).status,
    ).toBe(400);
    const other = await newItem();
    expect(
      (await call(route, { token: owner.token, body: { ids: [other], action: "confirm" } })).status,
    ).toBe(403);
    expect((await service.admin.get(admin.actor, other)).status).toBe("PENDING");
  });
});
