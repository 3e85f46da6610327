import { expect } from "vitest";
import type { FinanceKind } from "@/lib/kinds/finance";
import { call, createUser, type TestUser } from "./factory";
import { FINANCE_API, validBody } from "./finance";

/** The people of the finance REST tests of one kind, and Ana's pending item. */
export type FinanceApiPeople = { ana: TestUser; bruno: TestUser; admin: TestUser; anaItem: number };

/** Ana (with one pending item of `kind`, made through the API), Bruno and an admin. */
export async function financeApiPeople(kind: FinanceKind): Promise<FinanceApiPeople> {
  const ana = await createUser("EMPLOYEE", { firstName: "Ána", lastName: `Souza ${kind}` });
  const bruno = await createUser("EMPLOYEE");
  const admin = await createUser("ADMIN");
  const created = await call(FINANCE_API[kind].collaborator.list.POST, {
    token: ana.token,
    body: await validBody(kind),
  });
  expect(created).toMatchObject({ status: 201, body: { success: true, id: expect.any(Number) } });
  return { ana, bruno, admin, anaItem: created.body.id };
}
