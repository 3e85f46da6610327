import { beforeAll, describe, expect, it } from "vitest";
import * as paymentItem from "@/app/api/payment-admin/[id]/route";
import * as paymentFinish from "@/app/api/payment-admin/[id]/finish/route";
import * as refundBulk from "@/app/api/refund-admin/bulk/route";
import * as ownPayment from "@/app/api/collaborator/payments/[id]/route";
import * as paymentTypes from "@/app/api/payment-types/route";
import * as paymentType from "@/app/api/payment-types/[id]/route";
import * as paymentExport from "@/app/api/payment-admin/export/route";
import * as ownRefundExport from "@/app/api/collaborator/refunds/export/route";
import * as userExport from "@/app/api/user/export/route";
import * as meetingsExport from "@/app/api/meetings/export/route";
import * as pendingExport from "@/app/api/pending/export/route";
import * as dataExport from "@/app/api/collaborator/data-export/route";
import { financeItems } from "@/lib/services/finance";
import { updateOrganizationSettings } from "@/lib/services/organization-settings";
import type { FinanceKind } from "@/lib/kinds/finance";
import { call, createUser, type TestUser } from "../support/factory";
import { validBody } from "../support/finance";
import {
  as,
  auditMark,
  auditSince,
  CLIENT,
  expectStatus,
  recordsNothing,
  recordsOne,
  trustClientAddress,
} from "../support/audit";

/** Finance decisions, type lists, settings and downloads: one audit entry each. */

trustClientAddress();
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  admin = await createUser("ADMIN");
  owner = await createUser("EMPLOYEE");
});

const newItem = async (kind: FinanceKind) =>
  (await financeItems(kind).collaborator.create(owner.actor, await validBody(kind))).id;
const idParams = (id: number) => ({ params: { id: String(id) } });

describe("audit: finance decisions", () => {
  it("confirming, denying and the owner's cancel each record finance.decided on the item; a second decision (409) records nothing", async () => {
    const confirmed = await newItem("payment");
    await recordsOne(
      () =>
        expectStatus(
          call(paymentFinish.PATCH, as(admin, { method: "PATCH", ...idParams(confirmed) })),
          200,
        ),
      {
        action: "finance.decided",
        actorUserId: admin.id,
        targetType: "payment",
        targetId: String(confirmed),
        details: { kind: "payment", decision: "confirmed", status: "PAID", reason: null },
        ...CLIENT,
      },
    );
    await recordsNothing(() =>
      expectStatus(
        call(paymentFinish.PATCH, as(admin, { method: "PATCH", ...idParams(confirmed) })),
        409,
      ),
    );

    const denied = await newItem("payment");
    const body = { status: "CANCELLED", reason: "Sem comprovante" };
    await recordsOne(
      () =>
        expectStatus(
          call(paymentItem.PATCH, as(admin, { method: "PATCH", body, ...idParams(denied) })),
          200,
        ),
      {
        action: "finance.decided",
        targetId: String(denied),
        details: {
          kind: "payment",
          decision: "denied",
          status: "CANCELLED",
          reason: "Sem comprovante",
        },
      },
    );

    const cancelled = await newItem("payment");
    await recordsOne(
      () =>
        expectStatus(
          call(ownPayment.DELETE, as(owner, { method: "DELETE", ...idParams(cancelled) })),
          200,
        ),
      {
        action: "finance.decided",
        actorUserId: owner.id,
        targetId: String(cancelled),
        details: { kind: "payment", decision: "cancelled", status: "CANCELLED", reason: null },
        ...CLIENT,
      },
    );
  });

  it("a bulk decision records one entry per item moved, none for a missing or already decided one", async () => {
    const [a, b, decided] = [
      await newItem("refund"),
      await newItem("refund"),
      await newItem("refund"),
    ];
    await financeItems("refund").admin.confirm(admin.actor, decided);
    const mark = await auditMark();
    const answer = await call(
      refundBulk.POST,
      as(admin, { body: { action: "confirm", ids: [a, decided, 99999999, b] } }),
    );
    expect(answer.status).toBe(200);
    const rows = await auditSince(mark);
    expect(rows.map((r) => [r.action, r.targetType, r.targetId, r.details])).toEqual(
      [a, b].map((id) => [
        "finance.decided",
        "refund",
        String(id),
        { kind: "refund", decision: "confirmed", status: "APPROVED", reason: null },
      ]),
    );
    for (const row of rows) expect(row).toMatchObject({ actorUserId: admin.id, ...CLIENT });
  });

  it("an employee deciding, or an invalid status, records nothing", async () => {
    const id = await newItem("payment");
    await recordsNothing(async () => {
      await expectStatus(
        call(paymentFinish.PATCH, as(owner, { method: "PATCH", ...idParams(id) })),
        403,
      );
      await expectStatus(
        call(
          paymentItem.PATCH,
          as(admin, { method: "PATCH", body: { status: "LOST" }, ...idParams(id) }),
        ),
        400,
      );
    });
  });
});

describe("audit: settings and type lists", () => {
  it("a new, renamed and retired type each record finance_types.changed; a duplicate name records nothing", async () => {
    let id = 0;
    const label = `Mensalidade ${Date.now()}`;
    await recordsOne(
      async () => {
        const answer = await call(paymentTypes.POST, as(admin, { body: { label } }));
        expect(answer.status).toBe(201);
        id = answer.body.id;
      },
      {
        action: "finance_types.changed",
        actorUserId: admin.id,
        targetType: "payment_type",
        details: { kind: "payment", change: "created", label },
        ...CLIENT,
      },
    );
    const row = await recordsOne(
      () =>
        expectStatus(
          call(
            paymentType.PATCH,
            as(admin, {
              method: "PATCH",
              body: { label: "Anuidade", active: false },
              ...idParams(id),
            }),
          ),
          200,
        ),
      { action: "finance_types.changed", targetId: String(id), ...CLIENT },
    );
    expect(row.details).toEqual({
      kind: "payment",
      change: "changed",
      changes: { label: { from: label, to: "Anuidade" }, active: { from: true, to: false } },
    });
    await recordsNothing(() =>
      expectStatus(call(paymentTypes.POST, as(admin, { body: { label: "Anuidade" } })), 409),
    );
  });

  it("organisation settings record settings.changed with each changed field's before and after; an unchanged save records nothing", async () => {
    const row = await recordsOne(
      () =>
        updateOrganizationSettings(admin.actor, {
          name: "Clube Azul",
          twoFactorRequired: "admins",
        }),
      { action: "settings.changed", actorUserId: admin.id, targetType: "settings" },
    );
    expect(row.details).toEqual({
      changes: {
        name: { from: "Membros", to: "Clube Azul" },
        twoFactorRequired: { from: "none", to: "admins" },
      },
    });
    await recordsNothing(() => updateOrganizationSettings(admin.actor, { name: "Clube Azul" }));
    // Back to no second factor, or every admin call below would wait for one.
    await updateOrganizationSettings(admin.actor, { twoFactorRequired: "none" });
    await recordsNothing(() =>
      expect(updateOrganizationSettings(owner.actor, { name: "X" })).rejects.toMatchObject({
        status: 403,
      }),
    );
  });
});

describe("audit: exports and downloads", () => {
  const csv = async (
    handler: Parameters<typeof call>[0],
    user: TestUser,
    url: string,
  ): Promise<void> => {
    const answer = await call(handler, as(user, { url }));
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("content-type")).toContain("text/csv");
  };

  it.each([
    ["users", userExport.GET, "/api/user/export?name=ana&sort=name", { name: "ana", sort: "name" }],
    ["meetings", meetingsExport.GET, "/api/meetings/export?status=DONE", { status: "DONE" }],
    ["pending", pendingExport.GET, "/api/pending/export?kind=refund", { kind: "refund" }],
    ["payment", paymentExport.GET, "/api/payment-admin/export?status=PAID", { status: "PAID" }],
  ] as const)(
    "the %s CSV records export.downloaded with its filters",
    async (list, handler, path, filters) => {
      const row = await recordsOne(() => csv(handler, admin, `http://localhost${path}`), {
        action: "export.downloaded",
        actorUserId: admin.id,
        ...CLIENT,
      });
      expect(row.details).toMatchObject({ list, scope: "all", filters });
      expect(row.details).not.toHaveProperty("filters.page");
    },
  );

  it("a collaborator's own CSV is recorded as theirs; an employee asking for the admin's export records nothing", async () => {
    const row = await recordsOne(
      () => csv(ownRefundExport.GET, owner, "http://localhost/api/collaborator/refunds/export"),
      { action: "export.downloaded", actorUserId: owner.id },
    );
    expect(row.details).toMatchObject({ list: "refund", scope: "own" });
    await recordsNothing(() =>
      expectStatus(
        call(userExport.GET, as(owner, { url: "http://localhost/api/user/export" })),
        403,
      ),
    );
    await recordsNothing(() =>
      expectStatus(
        call(userExport.GET, as(admin, { url: "http://localhost/api/user/export?sort=nope" })),
        400,
      ),
    );
  });

  it("'Baixar meus dados' records data_export.downloaded for the collaborator", async () => {
    const row = await recordsOne(
      () =>
        expectStatus(
          call(dataExport.GET, as(owner, { url: "http://localhost/api/collaborator/data-export" })),
          200,
        ),
      {
        action: "data_export.downloaded",
        actorUserId: owner.id,
        targetType: "user",
        targetId: String(owner.id),
        ...CLIENT,
      },
    );
    expect(row.details).toEqual({ receipts: 0 });
  });
});
