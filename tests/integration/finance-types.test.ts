import { describe, expect, it } from "vitest";
import * as typeItem from "@/app/api/refund-types/[id]/route";
import * as types from "@/app/api/refund-types/route";
import * as paymentTypes from "@/app/api/payment-types/route";
import { financeItems } from "@/lib/services/finance";
import { call, createUser } from "../support/factory";
import { validBody } from "../support/finance";

describe("finance type lists (settings)", () => {
  it("lets admins add, rename, retire and bring back types; everyone signed in reads the active ones", async () => {
    const admin = await createUser("ADMIN");
    const employee = await createUser("EMPLOYEE");

    expect(
      (await call(types.POST, { token: employee.token, body: { label: "Pedágio" } })).status,
    ).toBe(403);
    const created = await call(types.POST, { token: admin.token, body: { label: "  Pedágio " } });
    expect(created).toMatchObject({ status: 201, body: { success: true, id: expect.any(Number) } });
    const params = { id: String(created.body.id) };

    expect(
      (await call(types.POST, { token: admin.token, body: { label: "pedágio" } })).status,
    ).toBe(409);
    expect(
      (await call(types.POST, { token: admin.token, body: { label: "x" } })).body.errors,
    ).toEqual({ label: ["Nome obrigatório"] });

    const offered = await call(types.GET, { token: employee.token });
    expect(offered.body.data).toContainEqual({ id: created.body.id, label: "Pedágio" });

    expect(
      (
        await call(typeItem.PATCH, {
          method: "PATCH",
          token: admin.token,
          params,
          body: { label: "Pedágios" },
        })
      ).body,
    ).toEqual({ success: true });
    expect(
      (
        await call(typeItem.PATCH, {
          method: "PATCH",
          token: admin.token,
          params,
          body: { label: "Transporte" },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(typeItem.PATCH, {
          method: "PATCH",
          token: employee.token,
          params,
          body: { active: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(typeItem.PATCH, {
          method: "PATCH",
          token: admin.token,
          params: { id: "999999" },
          body: { active: false },
        })
      ).status,
    ).toBe(404);

    // An item of the type, then the type retires: no longer offered, the item keeps its label.
    const service = financeItems("refund");
    const { id: itemId } = await service.collaborator.create(
      employee.actor,
      await validBody("refund", { refundTypeId: created.body.id }),
    );
    expect(
      (
        await call(typeItem.PATCH, {
          method: "PATCH",
          token: admin.token,
          params,
          body: { active: false },
        })
      ).body,
    ).toEqual({ success: true });
    expect(
      (await call(types.GET, { token: employee.token })).body.data.map((t: { id: number }) => t.id),
    ).not.toContain(created.body.id);
    expect(
      (await call(types.GET, { token: admin.token, url: "http://localhost/x?all=1" })).body.data,
    ).toContainEqual({ id: created.body.id, label: "Pedágios", active: false });
    expect(
      (await call(types.GET, { token: employee.token, url: "http://localhost/x?all=1" })).status,
    ).toBe(403);

    const item = await service.collaborator.get(employee.actor, itemId);
    expect(item.type).toEqual({ id: created.body.id, label: "Pedágios", active: false });
    // Editing the item may keep its retired type, but no new item may choose it.
    await service.collaborator.update(employee.actor, itemId, {
      refundTypeId: created.body.id,
      description: "Mantém o tipo",
    });
    await expect(
      service.collaborator.create(
        employee.actor,
        await validBody("refund", { refundTypeId: created.body.id }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      errors: { refundTypeId: ["Tipo de pagamento inválido"] },
    });

    expect(
      (
        await call(typeItem.PATCH, {
          method: "PATCH",
          token: admin.token,
          params,
          body: { active: true },
        })
      ).body,
    ).toEqual({ success: true });
    expect(
      (await call(types.GET, { token: employee.token })).body.data.map((t: { id: number }) => t.id),
    ).toContain(created.body.id);
  });

  it("keeps each kind's list separate", async () => {
    const admin = await createUser("ADMIN");
    await call(types.POST, { token: admin.token, body: { label: "Só reembolso" } });
    const payment = await call(paymentTypes.GET, { token: admin.token });
    expect(payment.body.data.map((t: { label: string }) => t.label)).not.toContain("Só reembolso");
    expect(payment.body.data.map((t: { label: string }) => t.label)).toContain("Salário");
  });
});
