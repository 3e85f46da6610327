import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as refundBulk from "@/app/api/refund-admin/bulk/route";
import * as paymentBulk from "@/app/api/payment-admin/bulk/route";
import { getDb } from "@/db";
import { payments } from "@/db/schema";
import type { Actor } from "@/lib/core/actor";
import { financeItems } from "@/lib/services/finance";
import { CREATED_ITEM_REFUSED, OWN_ITEM_REFUSED } from "@/lib/validation/finance-policies";
import { approvalRows, historyOf, setPolicies } from "../support/approvals";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";

/**
 * Who may confirm: nobody their own item (preventSelfApproval, on by default) through any door
 * (service, REST, bulk), nobody an item they created under the four-eyes rule, and the bulk
 * outcomes of a two-approval policy.
 */
describe("finance approval rules", () => {
  const refunds = financeItems("refund");
  const paymentItems = financeItems("payment");
  let owner: TestUser;
  let promoted: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    owner = await createUser("EMPLOYEE");
    // An admin who owns items: they sent them as a collaborator before being promoted.
    promoted = await createUser("ADMIN");
    other = await createUser("ADMIN");
    await setPolicies(other, { kinds: { refund: { secondApprovalFrom: 1000 } } });
  });

  const asCollaborator = (user: TestUser): Actor => ({ ...user.actor, profile: "EMPLOYEE" });
  const ownPayment = async () =>
    (await paymentItems.collaborator.create(asCollaborator(promoted), await validBody("payment")))
      .id;

  it("refuses an admin's own item through the service, REST and bulk, even for one step", async () => {
    const id = await ownPayment();
    await expect(paymentItems.admin.confirm(promoted.actor, id)).rejects.toMatchObject({
      status: 403,
      message: OWN_ITEM_REFUSED,
    });
    const finish = await call(FINANCE_API.payment.admin.finish.PATCH, {
      method: "PATCH",
      token: promoted.token,
      params: { id: String(id) },
    });
    expect(finish.status).toBe(403);
    expect(finish.body).toMatchObject({ message: OWN_ITEM_REFUSED, reason: "own_item" });
    const patch = await call(FINANCE_API.payment.admin.item.PATCH, {
      method: "PATCH",
      token: promoted.token,
      params: { id: String(id) },
      body: { status: "PAID" },
    });
    expect(patch.status).toBe(403);
    const bulk = await call(paymentBulk.POST, {
      token: promoted.token,
      body: { ids: [id], action: "confirm" },
    });
    expect(bulk.body).toEqual({
      results: [{ id, outcome: "forbidden_own_item", status: "PENDING" }],
    });
    const seen = await paymentItems.admin.get(promoted.actor, id);
    expect(seen).toMatchObject({ status: "PENDING", canConfirm: false });
    expect(seen.confirmRefusal).toBe(OWN_ITEM_REFUSED);
    expect(await historyOf("payment", id)).toEqual(["∅→PENDING"]);
    // Another admin may.
    await paymentItems.admin.confirm(other.actor, id);
    expect((await paymentItems.admin.get(other.actor, id)).status).toBe("PAID");
  });

  it("lets a single-admin organisation switch the rule off", async () => {
    const id = await ownPayment();
    await setPolicies(other, {
      preventSelfApproval: false,
      kinds: { refund: { secondApprovalFrom: 1000 } },
    });
    try {
      expect((await paymentItems.admin.get(promoted.actor, id)).canConfirm).toBe(true);
      expect((await paymentItems.admin.confirm(promoted.actor, id)).moved).toBe(true);
    } finally {
      await setPolicies(other, { kinds: { refund: { secondApprovalFrom: 1000 } } });
    }
  });

  it("records who created an item, and under fourEyes refuses its creator", async () => {
    const creator = await createUser("ADMIN");
    const forOwner = async () =>
      (
        await paymentItems.admin.create(creator.actor, {
          ...(await validBody("payment")),
          userId: owner.id,
        })
      ).id;
    const id = await forOwner();
    const [row] = await (
      await getDb()
    )
      .select({ createdBy: payments.createdBy })
      .from(payments)
      .where(eq(payments.id, id));
    expect(row.createdBy).toBe(creator.id);
    // Off by default: the specification's admin creates a payment and confirms it.
    expect((await paymentItems.admin.confirm(creator.actor, id)).moved).toBe(true);

    await setPolicies(other, { fourEyes: true, kinds: { refund: { secondApprovalFrom: 1000 } } });
    try {
      const guarded = await forOwner();
      await expect(paymentItems.admin.confirm(creator.actor, guarded)).rejects.toMatchObject({
        status: 403,
        message: CREATED_ITEM_REFUSED,
      });
      const bulk = await call(paymentBulk.POST, {
        token: creator.token,
        body: { ids: [guarded], action: "confirm" },
      });
      expect(bulk.body.results).toEqual([
        { id: guarded, outcome: "forbidden_own_item", status: "PENDING" },
      ]);
      expect((await paymentItems.admin.get(creator.actor, guarded)).canConfirm).toBe(false);
      // The owner's own submission has themselves as its creator; another admin confirms.
      const ownCreated = (
        await paymentItems.collaborator.create(owner.actor, await validBody("payment"))
      ).id;
      expect((await paymentItems.admin.confirm(creator.actor, ownCreated)).moved).toBe(true);
      expect((await paymentItems.admin.confirm(other.actor, guarded)).moved).toBe(true);
    } finally {
      await setPolicies(other, { kinds: { refund: { secondApprovalFrom: 1000 } } });
    }
  });

  it("bulk: the first approval, then the second, each item on its own", async () => {
    const create = async (value: number) =>
      (await refunds.collaborator.create(owner.actor, await validBody("refund", { value }))).id;
    const [big, small, mine] = [
      await create(1200),
      await create(80),
      (
        await refunds.collaborator.create(
          asCollaborator(promoted),
          await validBody("refund", { value: 1200 }),
        )
      ).id,
    ];
    const bulk = (user: TestUser) =>
      call(refundBulk.POST, {
        token: user.token,
        body: { ids: [big, small, mine], action: "confirm" },
      });

    const byPromoted = await bulk(promoted);
    expect(byPromoted.status).toBe(200);
    expect(byPromoted.body.results).toEqual([
      { id: big, outcome: "needs_second_approval", status: "PENDING" },
      { id: small, outcome: "moved", status: "APPROVED" },
      { id: mine, outcome: "forbidden_own_item", status: "PENDING" },
    ]);
    const again = await bulk(promoted);
    expect(again.body.results).toEqual([
      { id: big, outcome: "already_approved", status: "PENDING" },
      { id: small, outcome: "conflict", status: "APPROVED" },
      { id: mine, outcome: "forbidden_own_item", status: "PENDING" },
    ]);
    const byOther = await bulk(other);
    expect(byOther.body.results).toEqual([
      { id: big, outcome: "moved", status: "APPROVED" },
      { id: small, outcome: "conflict", status: "APPROVED" },
      { id: mine, outcome: "needs_second_approval", status: "PENDING" },
    ]);
    expect(await historyOf("refund", big)).toEqual([
      "∅→PENDING",
      "PENDING→PENDING (Aprovação 1 de 2)",
      "PENDING→APPROVED (Aprovação 2 de 2)",
    ]);
    expect(await approvalRows("refund", mine)).toBe(1);
    // Denying in bulk needs no approvals and ends it.
    const denied = await call(refundBulk.POST, {
      token: other.token,
      body: { ids: [mine], action: "deny", reason: "Duplicado" },
    });
    expect(denied.body.results).toEqual([{ id: mine, outcome: "moved", status: "CANCELLED" }]);
  });
});
