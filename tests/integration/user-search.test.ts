import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as autocompleteRoute } from "@/app/api/autocomplete/route";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import { call, createUser } from "../support/factory";

type Handler = Parameters<typeof call>[0];
type Option = { id: number; label: string; fullName: string };
const search = (token: string, query: string) =>
  call(autocompleteRoute as unknown as Handler, {
    token,
    url: `http://localhost/api/autocomplete?fields=users&${query}`,
  });
const idsOf = (body: { users: Option[] }) => body.users.map((u) => u.id);

/**
 * `count` active collaborators named `<first> NN`, inserted in one statement (no password hashing).
 */
async function manyEmployees(first: string, count: number) {
  const db = await getDb();
  const [employee] = await db.select().from(profiles).where(eq(profiles.label, "EMPLOYEE"));
  const stamp = Date.now();
  return db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: first,
        lastName: String(i).padStart(2, "0"),
        email: `${first.toLowerCase()}.${i}.${stamp}@teste.dev`,
        passwordHash: "x",
        profileId: employee.id,
        phone: "11987654321",
        birthDate: "1990-05-20",
      })),
    )
    .returning({ id: users.id });
}

describe("GET /api/autocomplete?fields=users&q=… (user search)", () => {
  it("finds the accented name by a part typed without accents, ordered by name, narrowed by profile", async () => {
    const admin = await createUser("ADMIN");
    const joao = await createUser("EMPLOYEE", {
      firstName: "João",
      lastName: "Conceição Búscavel",
    });
    const maria = await createUser("EMPLOYEE", {
      firstName: "Ângela",
      lastName: "Conceição Búscavel",
    });
    const boss = await createUser("ADMIN", { firstName: "Zé", lastName: "Conceição Búscavel" });
    const gone = await createUser("EMPLOYEE", {
      firstName: "Inês",
      lastName: "Conceição Búscavel",
      active: false,
    });

    const found = await search(admin.token, "q=conceicao%20BUSCA");
    expect(found.status).toBe(200);
    expect(Object.keys(found.body)).toEqual(["users"]);
    // Ordered by name (accent-folded): Ângela, João, Zé; the inactive one is not offered.
    expect(idsOf(found.body)).toEqual([maria.id, joao.id, boss.id]);
    expect(found.body.users[1]).toEqual({
      id: joao.id,
      label: "João Conceição Búscavel",
      fullName: "João Conceição Búscavel",
    });
    expect(idsOf(found.body)).not.toContain(gone.id);

    const employees = await search(admin.token, "q=ao%20conceic&profile=EMPLOYEE");
    expect(idsOf(employees.body)).toEqual([joao.id]);

    // The LIKE wildcards are searched literally.
    expect((await search(admin.token, "q=%25%25")).body.users).toEqual([]);
    expect((await search(admin.token, "q=conceicao_b")).body.users).toEqual([]);
  });

  it("answers at most `limit` users (20 by default, 50 at most)", async () => {
    const admin = await createUser("ADMIN");
    await manyEmployees("Limitado", 55);
    expect(
      (await search(admin.token, "q=limitad&limit=3")).body.users.map((u: Option) => u.fullName),
    ).toEqual(["Limitado 00", "Limitado 01", "Limitado 02"]);
    expect((await search(admin.token, "q=limitado")).body.users).toHaveLength(20);
    expect((await search(admin.token, "q=limitado&limit=50")).body.users).toHaveLength(50);
    // `limit` without `q`: the first users by name, not every user.
    expect((await search(admin.token, "limit=5")).body.users).toHaveLength(5);
    // Without `q`, `limit` and `ids`: every active user, as the spec has it.
    expect(
      (await search(admin.token, "profile=EMPLOYEE")).body.users.length,
    ).toBeGreaterThanOrEqual(55);
  });

  it("resolves `ids` (comma-separated or repeated), inactive users included", async () => {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE", { firstName: "Beatriz", lastName: "Selecionada" });
    const b = await createUser("EMPLOYEE", {
      firstName: "Álvaro",
      lastName: "Selecionado",
      active: false,
    });
    const other = await createUser("EMPLOYEE", { firstName: "Carla", lastName: "Selecionada" });
    const both = await search(admin.token, `ids=${a.id},${b.id}`);
    expect(both.status).toBe(200);
    expect(idsOf(both.body)).toEqual([b.id, a.id]);
    expect(idsOf((await search(admin.token, `ids=${a.id}&ids=${b.id}`)).body)).toEqual([
      b.id,
      a.id,
    ]);
    expect(idsOf((await search(admin.token, `ids=${a.id},${other.id}&q=carla`)).body)).toEqual([
      other.id,
    ]);
    expect((await search(admin.token, "ids=999999")).body.users).toEqual([]);
  });

  it("is for admins: an employee gets 403; a bad q, limit or ids is a 400 naming the field", async () => {
    const admin = await createUser("ADMIN");
    const employee = await createUser("EMPLOYEE");
    expect((await search(employee.token, "q=ana")).status).toBe(403);

    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=51", "limit"],
      ["limit=dez", "limit"],
      ["limit=2.5", "limit"],
      ["limit=1&limit=2", "limit"],
      ["ids=abc", "ids"],
      ["ids=1,-2", "ids"],
      ["ids=0", "ids"],
      ["ids=99999999999", "ids"],
      ["ids=", "ids"],
      [`ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(",")}`, "ids"],
      ["q=a&q=b", "q"],
      [`q=${"a".repeat(101)}`, "q"],
    ] as const) {
      const bad = await search(admin.token, query);
      expect(bad.status, query).toBe(400);
      expect(Object.keys(bad.body.errors), query).toEqual([field]);
      expect(bad.body.errors[field][0], query).toMatch(/inválid|Use até/);
    }
  });
});
