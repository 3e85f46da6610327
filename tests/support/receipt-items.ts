import { expect } from "vitest";
import type { FinanceKind } from "@/lib/kinds/finance";
import { call, type TestUser } from "./factory";
import { FINANCE_API, validBody } from "./finance";
import { fileOf, multipart } from "./files";

/** Route params `{ id }` for a numeric id. */
export const id = (value: number) => ({ id: String(value) });

/** An item of `owner` with a receipt; returns the item and file ids. */
export async function itemWithReceipt(
  kind: FinanceKind,
  owner: TestUser,
  name: string,
  bytes: Buffer,
) {
  const created = await call(FINANCE_API[kind].collaborator.list.POST, {
    token: owner.token,
    body: await validBody(kind, { description: `Item de ${name}` }),
  });
  const uploaded = await call(FINANCE_API[kind].collaborator.file.POST, {
    token: owner.token,
    params: id(created.body.id),
    rawBody: multipart(fileOf(bytes, name)),
  });
  expect(uploaded.status).toBe(200);
  return { itemId: created.body.id as number, fileId: uploaded.body.file.id as number };
}
