import { describe, expect, it } from "vitest";
import { financeItems } from "@/lib/services/finance";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";

/**
 * Every combination of a finance list's filters (owner, status, type, name) and sorts answers its
 * own rows and total, also when the same combination was just asked with other values: the
 * statements are built per request (decision 0108), and the driver reuses a statement prepared
 * on its connection for the same text with the new values. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */
describe.each(FINANCE_KINDS)("%s list filters", (kind: FinanceKind) => {
  it("answers each owner, status, type and name its own rows and total, asked in turn", async () => {
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
      // Sorted by owner (users joined into the page) and by type (one walk per type, decision 0024).
      expect(await list(admin, "admin", `name=${tag} dois&sort=user&order=desc`)).toMatchObject({
        first: bias[1],
        total: 2,
      });
      expect(await list(admin, "admin", `name=${tag} um&sort=type&order=asc`)).toMatchObject({
        first: anas[0],
        total: 3,
      });
    }
    // A type no item has answers nothing, and the type the items have answers them all.
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
    // A name that matches nobody is an empty page, on any page and with any sort.
    for (const query of [`name=${tag}xyz`, `name=${tag}xyz&page=3&sort=user&order=asc`])
      expect(await list(admin, "admin", query)).toEqual({ first: undefined, total: 0 });
  });
});
