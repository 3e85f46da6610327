import { expect } from "vitest";

export type SortOrder = "asc" | "desc";

/**
 * For every sort, both ways: the ids `list(sort, order)` answers must be `ascending[sort]`
 * (reversed for desc).
 *
 * @example
 *   await expectEverySort({ title: [a, b] }, async (sort, order) =>
 *     (await listMeetings(admin.actor, { sort, order })).data.map((m) => m.id),
 *   );
 */
export async function expectEverySort(
  ascending: Record<string, number[]>,
  list: (sort: string, order: SortOrder) => Promise<number[]>,
) {
  for (const [sort, expected] of Object.entries(ascending)) {
    for (const order of ["asc", "desc"] as const) {
      expect(await list(sort, order), `${sort} ${order}`).toEqual(
        order === "asc" ? expected : [...expected].reverse(),
      );
    }
  }
}

/** The 400 every list answers for a sort outside its whitelist. */
export const BAD_SORT = { message: "Dados inválidos", errors: { sort: ["Ordenação inválida"] } };
