import { describe, expect, it } from "vitest";
import { financeItems } from "@/lib/services/finance";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";

/**
 * A finance list's page of ids and its count are prepared once per shape of the query (which
 * filters, which sort) and run with the request's values (docs/decisions/0105). The same shape
 * asked with other values, right after, must answer those values' rows and totals: another
 * owner's, another status's, another type's, another name's.
 */
describe.each(FINANCE_KINDS)("%s lists prepared once per shape", (kind: FinanceKind) => {
  it("answers each owner, status, type and name its own rows and total when the shape repeats", async () => {
    const api = FINANCE_API[kind];
    const config = FINANCE[kind];
    const service = financeItems(kind);
    const admin = await createUser("ADMIN");
    const tag = `Forma${kind.replace(/_/g, "")}`;
    const ana = await createUser("EMPLOYEE", { firstName: "Ana", lastName: `${tag} Um` });
    const bia = await createUser("EMPLOYEE", { firstName: "Bia", lastName: `${tag} Dois` });
    const create = async (owner: TestUser, description: string) =>
      (await service.collaborator.create(owner.actor, await validBody(kind, { description }))).id;
    const anas = [
      await create(ana, "ana 1"),
      await create(ana, "ana 2"),
      await create(ana, "ana 3"),
    ];
    const bias = [await create(bia, "bia 1"), await create(bia, "bia 2")];
    await service.collaborator.cancel(ana.actor, anas[0]);
    await service.collaborator.cancel(bia.actor, bias[0]);

    // per_page=1 leaves more to come, so the total is counted, not read off the page.
    const list = async (user: TestUser, area: "admin" | "collaborator", query: string) => {
      const { status, body } = await call(api[area].list.GET, {
        token: user.token,
        url: `http://localhost/x?per_page=1&${query}`,
      });
      expect(status).toBe(200);
      return { first: body.data[0]?.id as number | undefined, total: body.meta.total as number };
    };
    // Newest first: the last created is the first answered.
    for (let round = 0; round < 2; round++) {
      expect(await list(ana, "collaborator", "")).toMatchObject({ first: anas[2], total: 3 });
      expect(await list(bia, "collaborator", "")).toMatchObject({ first: bias[1], total: 2 });
      expect(await list(ana, "collaborator", "status=CANCELLED")).toMatchObject({
        first: anas[0],
        total: 1,
      });
      expect(await list(ana, "collaborator", "status=PENDING")).toMatchObject({
        first: anas[2],
        total: 2,
      });
      expect(await list(bia, "collaborator", "status=PENDING")).toMatchObject({
        first: bias[1],
        total: 1,
      });
      expect(await list(admin, "admin", `name=${tag} um`)).toMatchObject({
        first: anas[2],
        total: 3,
      });
      expect(await list(admin, "admin", `name=${tag} dois`)).toMatchObject({
        first: bias[1],
        total: 2,
      });
      expect(await list(admin, "admin", `name=${tag} dois&status=CANCELLED`)).toMatchObject({
        first: bias[0],
        total: 1,
      });
      expect(await list(admin, "admin", `name=${tag}&sort=description&order=desc`)).toMatchObject({
        first: bias[1],
        total: 5,
      });
      expect(await list(admin, "admin", `name=${tag}&sort=description&order=asc`)).toMatchObject({
        first: anas[0],
        total: 5,
      });
    }
    // A type no item has: the same shape as a type with items, and nothing in it.
    const { body: ofAna } = await call(api.collaborator.list.GET, {
      token: ana.token,
      url: "http://localhost/x?per_page=1",
    });
    const usedType = ofAna.data[0][config.typeField] as number;
    expect(await list(admin, "admin", `name=${tag}&category=${usedType}`)).toMatchObject({
      total: 5,
    });
    expect(await list(admin, "admin", `name=${tag}&category=${usedType + 1000}`)).toMatchObject({
      first: undefined,
      total: 0,
    });
  });
});
