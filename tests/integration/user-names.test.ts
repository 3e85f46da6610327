import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/user/route";
import { getDb } from "@/db";
import { userNames, users } from "@/db/schema";
import { call, createUser } from "../support/factory";

type Handler = Parameters<typeof call>[0];
const list = (token: string, query: string) =>
  call(listRoute as unknown as Handler, { token, url: `http://localhost/api/user?${query}` });
const idsOf = (body: { data: { id: number }[] }) => body.data.map((user) => user.id);

async function copyOf(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(userNames).where(eq(userNames.id, id));
  return row;
}

/** What a search over `users` itself answers, in the list's order (decision 0101). */
async function fromUsers(term: string, active: boolean, order: "names" | "name desc") {
  const db = await getDb();
  const by = order === "names" ? sql`first_name, last_name, id` : sql`name_search desc, id desc`;
  const rows = (await db.execute(
    sql`select id from users where active = ${active} and name_search like membros_norm(${`%${term}%`}) order by ${by}`,
  )) as unknown as { id: number }[] | { rows: { id: number }[] };
  return (Array.isArray(rows) ? rows : rows.rows).map((row) => row.id);
}

describe("user_names, the narrow copy of the names the name search reads (decision 0101)", () => {
  it("follows every insert, rename and change of status of a user, in the same statement", async () => {
    const user = await createUser("EMPLOYEE", { firstName: "Órion", lastName: "Cópia Estreita" });
    expect(await copyOf(user.id)).toEqual({
      id: user.id,
      active: true,
      firstName: "Órion",
      lastName: "Cópia Estreita",
      nameSearch: "orion copia estreita",
    });

    const db = await getDb();
    await db.update(users).set({ lastName: "Renomeado" }).where(eq(users.id, user.id));
    expect(await copyOf(user.id)).toMatchObject({
      lastName: "Renomeado",
      nameSearch: "orion renomeado",
      active: true,
    });
    await db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(await copyOf(user.id)).toMatchObject({ active: false, nameSearch: "orion renomeado" });
    // A change to anything else leaves the copy as it was.
    await db.update(users).set({ phone: "11911112222" }).where(eq(users.id, user.id));
    expect(await copyOf(user.id)).toMatchObject({ active: false, lastName: "Renomeado" });
  });

  it("answers a name search exactly as users would: the same people, order and total", async () => {
    const admin = await createUser("ADMIN");
    const tag = `Nrw${Date.now().toString(36)}`;
    for (const [firstName, active] of [
      ["Zuleica", true],
      ["Álvaro", true],
      ["alberto", true],
      ["Bruna", false],
      ["Álvaro", true],
    ] as const) {
      await createUser("EMPLOYEE", { firstName, lastName: `${tag} Silva`, active });
    }

    const byNames = await list(admin.token, `per_page=100&name=${tag.toLowerCase()}`);
    expect(byNames.status).toBe(200);
    expect(idsOf(byNames.body)).toEqual(await fromUsers(tag.toLowerCase(), true, "names"));
    expect(byNames.body.meta.total).toBe(4);

    const byName = await list(admin.token, `per_page=100&name=${tag}&sort=name&order=desc`);
    expect(idsOf(byName.body)).toEqual(await fromUsers(tag.toLowerCase(), true, "name desc"));

    const inactive = await list(admin.token, `per_page=100&name=${tag}&status=inactive`);
    expect(idsOf(inactive.body)).toEqual(await fromUsers(tag.toLowerCase(), false, "names"));
    expect(inactive.body.meta.total).toBe(1);

    // Paged: the second page of two continues the first, and both carry the exact total.
    const first = await list(admin.token, `name=${tag}&per_page=2&page=1`);
    const second = await list(admin.token, `name=${tag}&per_page=2&page=2`);
    expect([...idsOf(first.body), ...idsOf(second.body)]).toEqual(idsOf(byNames.body));
    expect(second.body.meta).toMatchObject({ total: 4, currentPage: 2 });
  });
});
