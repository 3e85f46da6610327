import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { financeStatus } from "@/db/schema";
import { financeItems } from "@/lib/services/finance";
import { financeKind } from "@/lib/services/finance/kinds";
import type { FINANCE_SORTS } from "@/lib/validation/finance";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { call, createUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";
import { BAD_SORT, expectEverySort } from "../support/sorting";

/** Three type ids of the kind whose labels start with different letters, in label order. */
async function threeTypesInOrder(kind: FinanceKind): Promise<number[]> {
  const { typeTable } = financeKind(kind);
  const types = await (
    await getDb()
  )
    .select({ id: typeTable.id, label: typeTable.label })
    .from(typeTable);
  const byInitial = new Map(types.map((t) => [t.label[0], t.id]));
  const initials = [...byInitial.keys()].sort();
  return [initials[0], initials[1], initials[initials.length - 1]].map((initial) =>
    byInitial.get(initial)!,
  );
}

describe.each(FINANCE_KINDS)("%s list sorts", (kind: FinanceKind) => {
  it("orders by every column of the lists, both ways, for the owner and the admin; an unknown sort is a 400", async () => {
    const api = FINANCE_API[kind];
    const config = FINANCE[kind];
    const service = financeItems(kind);
    const admin = await createUser("ADMIN");
    const ana = await createUser("EMPLOYEE", { firstName: "Ana", lastName: `Sortável ${kind}` });
    const bia = await createUser("EMPLOYEE", { firstName: "Bia", lastName: `Sortável ${kind}` });
    const [typeA, typeB, typeC] = await threeTypesInOrder(kind);
    const year = new Date().getFullYear();
    const create = async (
      owner: typeof ana,
      value: number,
      description: string,
      type: number,
      day: string,
    ) =>
      (
        await service.collaborator.create(
          owner.actor,
          await validBody(kind, {
            value,
            description,
            [config.typeField]: type,
            ...(config.dateField ? { [config.dateField]: `${year}-03-${day}` } : {}),
          }),
        )
      ).id;
    const first = await create(ana, 30, "banana", typeB, "20");
    const second = await create(ana, 10, "cereja", typeC, "10");
    const third = await create(bia, 20, "abacaxi", typeA, "15");
    await service.collaborator.cancel(ana.actor, second);
    await service.admin.confirm(admin.actor, third);

    const statusRank = (id: number) =>
      financeStatus.enumValues.indexOf(
        id === first ? "PENDING" : id === second ? "CANCELLED" : config.confirmStatus,
      );
    const ascending: Record<string, number[]> = {
      value: [second, third, first],
      description: [third, first, second],
      type: [third, first, second],
      status: [first, second, third].sort((a, b) => statusRank(a) - statusRank(b)),
      createdAt: [first, second, third],
      updatedAt: [first, second, third],
      ...(config.dateField ? { date: [second, third, first] } : {}),
    } satisfies Partial<Record<(typeof FINANCE_SORTS)[number], number[]>>;
    const anasAscending = Object.fromEntries(
      Object.entries(ascending).map(([sort, expected]) => [
        sort,
        expected.filter((id) => id !== third),
      ]),
    );
    const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id);
    await expectEverySort(ascending, async (sort, order) =>
      ids(
        (
          await call(api.admin.list.GET, {
            token: admin.token,
            url: `http://localhost/x?name=sortavel ${kind}&sort=${sort}&order=${order}`,
          })
        ).body,
      ),
    );
    await expectEverySort(anasAscending, async (sort, order) =>
      ids(
        (
          await call(api.collaborator.list.GET, {
            token: ana.token,
            url: `http://localhost/x?sort=${sort}&order=${order}`,
          })
        ).body,
      ),
    );
    // By type, page after page (each type walks its own index): the pages join into the order.
    for (const order of ["asc", "desc"] as const) {
      const paged: number[] = [];
      for (const page of [1, 2, 3, 4])
        paged.push(
          ...ids(
            (
              await call(api.admin.list.GET, {
                token: admin.token,
                url: `http://localhost/x?name=sortavel ${kind}&sort=type&order=${order}&per_page=1&page=${page}`,
              })
            ).body,
          ),
        );
      expect(paged, `type ${order} paged`).toEqual(
        order === "asc" ? ascending.type : [...ascending.type].reverse(),
      );
    }
    // By collaborator name Ana's two items tie: only the side of Bia's matters.
    for (const order of ["asc", "desc"] as const) {
      const byUser = await call(api.admin.list.GET, {
        token: admin.token,
        url: `http://localhost/x?name=sortavel ${kind}&sort=user&order=${order}`,
      });
      expect(ids(byUser.body).indexOf(third), `user ${order}`).toBe(order === "asc" ? 2 : 0);
    }
    for (const [route, token] of [
      [api.admin.list, admin.token],
      [api.collaborator.list, ana.token],
    ] as const) {
      const bad = await call(route.GET, { token, url: "http://localhost/x?sort=userId&order=asc" });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual(BAD_SORT);
    }
  });
});
