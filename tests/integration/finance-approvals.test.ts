import { beforeAll, describe, expect, it } from "vitest";
import { financeItems } from "@/lib/services/finance";
import { listPending } from "@/lib/services/finance/pending";
import { typeMaxValues } from "@/lib/services/finance/policies";
import { ALREADY_APPROVED } from "@/lib/validation/finance-policies";
import { auditMark, auditSince } from "../support/audit";
import {
  approvalRows,
  financeDeliveries,
  historyOf,
  listenToFinance,
  setPolicies,
  typeIds,
} from "../support/approvals";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";

/**
 * Two-level decisions: refunds from R$ 1.000,00 need two admins (a type of its own from
 * R$ 100,00, with a maximum of R$ 500,00 that only warns); payments keep one step. Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL, where the concurrent approvals really race.
 */
describe("two-level finance decisions", () => {
  const refunds = financeItems("refund");
  const payments = financeItems("payment");
  let owner: TestUser;
  let first: TestUser;
  let second: TestUser;
  let third: TestUser;
  let strictType: number;

  beforeAll(async () => {
    owner = await createUser("EMPLOYEE");
    [first, second, third] = [
      await createUser("ADMIN"),
      await createUser("ADMIN"),
      await createUser("ADMIN"),
    ];
    strictType = (await typeIds("refund", 2))[1];
    await setPolicies(first, {
      kinds: {
        refund: {
          secondApprovalFrom: 1000,
          types: [{ typeId: strictType, secondApprovalFrom: 100, maxValue: 500 }],
        },
      },
    });
    await listenToFinance(first);
  });

  const refund = async (value: number, typeId?: number) =>
    (
      await refunds.collaborator.create(
        owner.actor,
        await validBody("refund", { value, ...(typeId ? { refundTypeId: typeId } : {}) }),
      )
    ).id;

  it("records the first approval and keeps the item PENDING; a second admin moves it", async () => {
    const id = await refund(1000);
    const mark = await auditMark();
    expect(await refunds.admin.confirm(first.actor, id)).toEqual({
      moved: false,
      approvals: 1,
      approvalsRequired: 2,
    });
    const waiting = await refunds.admin.get(first.actor, id);
    expect(waiting).toMatchObject({
      status: "PENDING",
      approvalsRequired: 2,
      approvals: [{ userId: first.id, name: first.actor.fullName, at: expect.any(String) }],
      canConfirm: false,
      confirmRefusal: ALREADY_APPROVED,
    });
    expect(await refunds.admin.get(second.actor, id)).toMatchObject({ canConfirm: true });
    // The owner sees the same approvals, without the admin's flags.
    const own = await refunds.collaborator.get(owner.actor, id);
    expect(own).toMatchObject({ approvalsRequired: 2, approvals: [{ userId: first.id }] });
    expect(own).not.toHaveProperty("canConfirm");
    // The pending inbox says the same to each admin.
    const inbox = async (admin: TestUser) =>
      (await listPending(admin.actor, { kind: "refund", per_page: 100 })).data.find(
        (item) => item.id === id,
      );
    expect(await inbox(first)).toMatchObject({ approvalsRequired: 2, canConfirm: false });
    expect(await inbox(second)).toMatchObject({
      approvals: [{ userId: first.id }],
      canConfirm: true,
    });

    expect(await refunds.admin.confirm(second.actor, id)).toEqual({
      moved: true,
      approvals: 2,
      approvalsRequired: 2,
    });
    const done = await refunds.admin.get(third.actor, id);
    expect(done.status).toBe("APPROVED");
    expect(done.approvals.map((a) => a.userId)).toEqual([first.id, second.id]);
    expect(done.canConfirm).toBe(false);
    expect(await historyOf("refund", id)).toEqual([
      "∅→PENDING",
      "PENDING→PENDING (Aprovação 1 de 2)",
      "PENDING→APPROVED (Aprovação 2 de 2)",
    ]);
    expect(
      (await financeDeliveries("refund", id)).map((d) => [
        d.type,
        d.data.approval ?? d.data.status,
      ]),
    ).toEqual([
      ["finance.approved", 1],
      ["finance.approved", 2],
      ["finance.moved", "APPROVED"],
    ]);
    const audit = await auditSince(mark);
    expect(audit.map((e) => [e.action, e.actorUserId])).toEqual([
      ["finance.approved", first.id],
      ["finance.decided", second.id],
    ]);
  });

  it("moves at once below the threshold, where the type's own threshold does not apply", async () => {
    const below = await refund(999.99);
    expect((await refunds.admin.confirm(first.actor, below)).moved).toBe(true);
    const item = await refunds.admin.get(first.actor, below);
    expect(item).toMatchObject({ status: "APPROVED", approvals: [], approvalsRequired: 1 });
    expect(await approvalRows("refund", below)).toBe(0);
    expect(await historyOf("refund", below)).toEqual(["∅→PENDING", "PENDING→APPROVED"]);
    // Payments have no policy: one step, as always.
    const payment = (await payments.collaborator.create(owner.actor, await validBody("payment")))
      .id;
    expect((await payments.admin.confirm(first.actor, payment)).moved).toBe(true);
    expect((await payments.admin.get(first.actor, payment)).approvalsRequired).toBe(1);
  });

  it("applies the type's threshold over the kind's and warns above its maximum value", async () => {
    const small = await refund(150, strictType);
    expect(await refunds.collaborator.get(owner.actor, small)).toMatchObject({
      approvalsRequired: 2,
      maxValueExceeded: false,
      maxValue: 500,
    });
    expect(await typeMaxValues(owner.actor, "refund")).toEqual({ [strictType]: 500 });
    const large = await refund(500.01, strictType);
    expect(await refunds.collaborator.get(owner.actor, large)).toMatchObject({
      maxValueExceeded: true,
    });
    const listed = await refunds.admin.list(first.actor, { per_page: 100 });
    expect(listed.data.find((item) => item.id === large)).toMatchObject({
      maxValueExceeded: true,
      approvalsRequired: 2,
      canConfirm: true,
    });
    // A warning, not a block.
    await refunds.admin.confirm(first.actor, large);
    await refunds.admin.confirm(second.actor, large);
    expect((await refunds.admin.get(first.actor, large)).status).toBe("APPROVED");
  });

  it("never counts the same admin twice: service and REST answer 403", async () => {
    const id = await refund(2000);
    await refunds.admin.confirm(first.actor, id);
    await expect(refunds.admin.confirm(first.actor, id)).rejects.toMatchObject({
      status: 403,
      message: ALREADY_APPROVED,
    });
    const rest = await call(FINANCE_API.refund.admin.item.PATCH, {
      method: "PATCH",
      token: first.token,
      params: { id: String(id) },
      body: { status: "APPROVED" },
    });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(ALREADY_APPROVED);
    expect(await approvalRows("refund", id)).toBe(1);
    expect(await historyOf("refund", id)).toHaveLength(2);
    // Denial at any level ends it.
    await refunds.admin.deny(second.actor, id, "Sem nota fiscal");
    expect(await refunds.admin.get(third.actor, id)).toMatchObject({
      status: "CANCELLED",
      reason: "Sem nota fiscal",
      canConfirm: false,
    });
  });

  it("asks again for approvals when the value or the type changes", async () => {
    const id = await refund(1500);
    await refunds.admin.confirm(first.actor, id);
    await refunds.collaborator.update(owner.actor, id, { description: "Só o texto" });
    expect(await approvalRows("refund", id)).toBe(1);
    await refunds.collaborator.update(owner.actor, id, { value: 1800 });
    expect(await approvalRows("refund", id)).toBe(0);
    expect((await refunds.admin.confirm(first.actor, id)).moved).toBe(false);
  });

  it("two admins approving at once: one move, one history row per approval", async () => {
    const id = await refund(3000);
    const results = await Promise.allSettled([
      refunds.admin.confirm(first.actor, id),
      refunds.admin.confirm(second.actor, id),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    const moved = results.map((r) => (r.status === "fulfilled" ? r.value.moved : null));
    expect(moved.sort()).toEqual([false, true]);
    expect((await refunds.admin.get(third.actor, id)).status).toBe("APPROVED");
    const history = await historyOf("refund", id);
    expect(history.filter((h) => h.startsWith("PENDING→PENDING"))).toHaveLength(1);
    expect(history.filter((h) => h.startsWith("PENDING→APPROVED"))).toHaveLength(1);
    expect(await approvalRows("refund", id)).toBe(2);
    const events = (await financeDeliveries("refund", id)).map((d) => d.type);
    expect(events.filter((t) => t === "finance.moved")).toHaveLength(1);
    expect(events.filter((t) => t === "finance.approved")).toHaveLength(2);

    // With one approval given, two more admins at once: one moves it, the other finds it moved.
    const next = await refund(3000);
    await refunds.admin.confirm(third.actor, next);
    const racing = await Promise.allSettled([
      refunds.admin.confirm(first.actor, next),
      refunds.admin.confirm(second.actor, next),
    ]);
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = racing.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
    expect(await approvalRows("refund", next)).toBe(2);
    expect((await historyOf("refund", next)).slice(1)).toEqual([
      "PENDING→PENDING (Aprovação 1 de 2)",
      "PENDING→APPROVED (Aprovação 2 de 2)",
    ]);
  });
});
