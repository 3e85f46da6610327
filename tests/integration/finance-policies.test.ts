import { describe, expect, it } from "vitest";
import * as policiesRoute from "@/app/api/finance-policies/route";
import { readFinancePolicies } from "@/lib/services/finance/policies";
import { auditMark, auditSince } from "../support/audit";
import { call, createUser } from "../support/factory";
import { firstTypeId } from "../support/finance";

const URL = "http://localhost/api/finance-policies";
const EMPTY_KIND = { secondApprovalFrom: null, types: [] };
const DEFAULTS = {
  preventSelfApproval: true,
  fourEyes: false,
  kinds: { payment: EMPTY_KIND, payment_request: EMPTY_KIND, refund: EMPTY_KIND },
};

describe("finance approval policies (GET/PUT /api/finance-policies)", () => {
  it("answers the whole document with its defaults before anything is saved", async () => {
    const admin = await createUser("ADMIN");
    const got = await call(policiesRoute.GET, { url: URL, token: admin.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(DEFAULTS);
  });

  it("refuses collaborators (403), with or without a body", async () => {
    const employee = await createUser("EMPLOYEE");
    expect((await call(policiesRoute.GET, { url: URL, token: employee.token })).status).toBe(403);
    const put = await call(policiesRoute.PUT, {
      url: URL,
      method: "PUT",
      token: employee.token,
      body: DEFAULTS,
    });
    expect(put.status).toBe(403);
  });

  it("saves a whole document, answers it, and audits each change with from and to", async () => {
    const admin = await createUser("ADMIN");
    const refundType = await firstTypeId("refund");
    const document = {
      preventSelfApproval: true,
      fourEyes: true,
      kinds: {
        payment: EMPTY_KIND,
        payment_request: { secondApprovalFrom: 5000, types: [] },
        refund: {
          secondApprovalFrom: 1000,
          types: [{ typeId: refundType, secondApprovalFrom: 300, maxValue: 800 }],
        },
      },
    };
    const mark = await auditMark();
    const put = await call(policiesRoute.PUT, {
      url: URL,
      method: "PUT",
      token: admin.token,
      body: document,
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(document);
    expect((await call(policiesRoute.GET, { url: URL, token: admin.token })).body).toEqual(
      document,
    );
    const entries = await auditSince(mark);
    expect(entries.map((e) => e.action)).toEqual(["finance_policies.changed"]);
    expect(entries[0].details).toEqual({
      changes: {
        fourEyes: { from: false, to: true },
        "payment_request.secondApprovalFrom": { from: null, to: 5000 },
        "refund.secondApprovalFrom": { from: null, to: 1000 },
        [`refund.types.${refundType}`]: {
          from: null,
          to: { secondApprovalFrom: 300, maxValue: 800 },
        },
      },
    });
    expect(entries[0].actorUserId).toBe(admin.id);

    // A type rule may leave out what it does not set; missing fields read as their defaults.
    const partial = await call(policiesRoute.PUT, {
      url: URL,
      method: "PUT",
      token: admin.token,
      body: { kinds: { refund: { types: [{ typeId: refundType, maxValue: 50 }] } } },
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toEqual({
      ...DEFAULTS,
      kinds: {
        ...DEFAULTS.kinds,
        refund: {
          secondApprovalFrom: null,
          types: [{ typeId: refundType, secondApprovalFrom: null, maxValue: 50 }],
        },
      },
    });
  });

  it("audits turning the self-approval rule off on its own", async () => {
    const admin = await createUser("ADMIN");
    const mark = await auditMark();
    const off = await call(policiesRoute.PUT, {
      url: URL,
      method: "PUT",
      token: admin.token,
      body: { ...DEFAULTS, preventSelfApproval: false },
    });
    expect(off.status).toBe(200);
    const entries = await auditSince(mark);
    expect(entries.map((e) => e.action)).toEqual([
      "finance_policies.changed",
      "finance_policies.self_approval",
    ]);
    expect(entries[1].details).toEqual({ from: true, to: false });
    expect((await readFinancePolicies()).preventSelfApproval).toBe(false);
    // Saving the same document again changes nothing and records nothing.
    const again = await auditMark();
    await call(policiesRoute.PUT, {
      url: URL,
      method: "PUT",
      token: admin.token,
      body: { ...DEFAULTS, preventSelfApproval: false },
    });
    expect(await auditSince(again)).toEqual([]);
  });

  it("refuses unknown fields, bad values and unknown or repeated type ids, naming the field", async () => {
    const admin = await createUser("ADMIN");
    const saved = await readFinancePolicies();
    const put = (body: unknown) =>
      call(policiesRoute.PUT, { url: URL, method: "PUT", token: admin.token, body });
    const refundType = await firstTypeId("refund");
    const cases: [unknown, string, string | RegExp][] = [
      [{ ...DEFAULTS, color: "red" }, "_", /./],
      [{ ...DEFAULTS, kinds: { ...DEFAULTS.kinds, trips: EMPTY_KIND } }, "kinds", /./],
      [
        {
          ...DEFAULTS,
          kinds: { ...DEFAULTS.kinds, refund: { secondApprovalFrom: -5, types: [] } },
        },
        "kinds.refund.secondApprovalFrom",
        "Segunda aprovação a partir de: informe um valor maior que zero",
      ],
      [
        {
          ...DEFAULTS,
          kinds: { ...DEFAULTS.kinds, payment: { secondApprovalFrom: 10.123, types: [] } },
        },
        "kinds.payment.secondApprovalFrom",
        "Segunda aprovação a partir de: use no máximo duas casas decimais",
      ],
      [{ ...DEFAULTS, fourEyes: "sim" }, "fourEyes", "Use true ou false"],
      [
        {
          ...DEFAULTS,
          kinds: { ...DEFAULTS.kinds, refund: { types: [{ typeId: 99_999_999, maxValue: 10 }] } },
        },
        "kinds.refund.types.0.typeId",
        "Tipo não encontrado",
      ],
      [
        {
          ...DEFAULTS,
          kinds: {
            ...DEFAULTS.kinds,
            refund: { types: [{ typeId: refundType }, { typeId: refundType, maxValue: 1 }] },
          },
        },
        "kinds.refund.types.1.typeId",
        "Este tipo já tem uma regra",
      ],
      [
        {
          ...DEFAULTS,
          kinds: { ...DEFAULTS.kinds, refund: { types: [{ typeId: refundType, limit: 1 }] } },
        },
        "kinds.refund.types.0",
        /./,
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const messages: string[] = answer.body.errors?.[field] ?? [];
      expect(messages.length, `${field} in ${JSON.stringify(answer.body.errors)}`).toBeGreaterThan(
        0,
      );
      expect(
        messages.some((m) => (typeof message === "string" ? m === message : message.test(m))),
      ).toBe(true);
    }
    expect(await readFinancePolicies()).toEqual(saved);
  });
});
