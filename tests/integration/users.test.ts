import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/user/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/user/[id]/route";
import { GET as ownGet, PATCH as ownPatch } from "@/app/api/collaborator/user/route";
import { GET as autocompleteRoute } from "@/app/api/autocomplete/route";
import { POST as authPost } from "@/app/api/auth/route";
import { getDb } from "@/db";
import { profiles } from "@/db/schema";
import { requestActor } from "@/lib/server/actor";
import { listUsers } from "@/lib/services/users";
import type { USER_SORTS } from "@/lib/validation/user";
import { call, createUser } from "../support/factory";
import { BAD_SORT, expectEverySort } from "../support/sorting";

type Handler = Parameters<typeof call>[0];
const h = (handler: unknown) => handler as Handler;
const url = (query: string) => `http://localhost/api/user?${query}`;

async function profileIds() {
  const db = await getDb();
  return Object.fromEntries(
    (await db.select().from(profiles)).map((p) => [p.label, p.id]),
  ) as Record<string, number>;
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  email: `novo.${Math.random().toString(36).slice(2)}@teste.dev`,
  firstName: "José",
  lastName: "Conceição",
  phone: "(11) 98765-4321",
  document: "529.982.247-25",
  birthDate: "1990-01-31",
  instagram: "@jose",
  pixKey: "",
  password: "senhaforte1",
  ...overrides,
});

describe("users REST (admin)", () => {
  it("creates (201), reads, lists, edits and deactivates a user", async () => {
    const admin = await createUser("ADMIN");
    const ids = await profileIds();
    const body = valid({ profileId: ids.EMPLOYEE });
    const created = await call(h(createRoute), { method: "POST", token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: true, id: expect.any(Number) });
    const id = String(created.body.id);

    const read = await call(h(getRoute), { token: admin.token, params: { id } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      firstName: "José",
      fullName: "José Conceição",
      phone: "11987654321",
      document: "52998224725",
      birthDate: "1990-01-31",
      pixKey: null,
      profileId: ids.EMPLOYEE,
      Profile: { id: ids.EMPLOYEE, label: "EMPLOYEE" },
    });
    expect(read.body).not.toHaveProperty("password");
    expect(read.body).not.toHaveProperty("passwordHash");

    const patched = await call(h(patchRoute), {
      method: "PATCH",
      token: admin.token,
      params: { id },
      body: { firstName: "Josué", instagram: "" },
    });
    expect(patched).toMatchObject({ status: 200, body: { success: true } });
    const after = await call(h(getRoute), { token: admin.token, params: { id } });
    expect(after.body).toMatchObject({
      firstName: "Josué",
      instagram: null,
      lastName: "Conceição",
    });

    // The new user can sign in, until deactivated: then the token dies and the user leaves the
    // list.
    const signIn = await call(h(authPost), {
      method: "POST",
      body: { email: body.email, password: body.password },
      headers: { "x-forwarded-for": "10.7.0.1" },
    });
    expect(signIn.status).toBe(200);
    const deleted = await call(h(deleteRoute), {
      method: "DELETE",
      token: admin.token,
      params: { id },
    });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    await expect(
      requestActor(
        new Request("http://x", { headers: { authorization: `Bearer ${signIn.body.token}` } }),
      ),
    ).rejects.toMatchObject({ status: 401 });
    expect((await call(h(getRoute), { token: admin.token, params: { id } })).status).toBe(404);
    const list = await call(h(listRoute), { token: admin.token, url: url("per_page=100") });
    expect(list.body.data.map((u: { id: number }) => u.id)).not.toContain(Number(id));
    expect(
      (await call(h(deleteRoute), { method: "DELETE", token: admin.token, params: { id } })).status,
    ).toBe(404);
  });

  it("answers 409 for a duplicate e-mail in any letter case, on create and on edit", async () => {
    const admin = await createUser("ADMIN");
    const ids = await profileIds();
    const taken = await createUser("EMPLOYEE");
    const dup = await call(h(createRoute), {
      method: "POST",
      token: admin.token,
      body: valid({ email: taken.email.toUpperCase(), profileId: ids.EMPLOYEE }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.email).toEqual(["Este e-mail já está cadastrado"]);
    const other = await createUser("EMPLOYEE");
    const edit = await call(h(patchRoute), {
      method: "PATCH",
      token: admin.token,
      params: { id: String(other.id) },
      body: { email: taken.email.toUpperCase() },
    });
    expect(edit.status).toBe(409);
  });

  it("answers 400 with the pt-BR messages of §5", async () => {
    const admin = await createUser("ADMIN");
    const bad = await call(h(createRoute), {
      method: "POST",
      token: admin.token,
      body: {
        email: "x",
        firstName: "Jo",
        lastName: "",
        phone: "123",
        document: "111.111.111-11",
        birthDate: "2020-01-01",
        password: "curta",
        profileId: "",
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      email: ["E-mail inválido"],
      firstName: ["O nome deve ter pelo menos 3 caracteres"],
      lastName: ["O sobrenome é obrigatório"],
      phone: ["O telefone deve ter pelo menos 11 caracteres"],
      document: ["CPF ou CNPJ inválido"],
      birthDate: ["É preciso ter pelo menos 18 anos"],
      password: ["A senha deve ter pelo menos 8 caracteres"],
      profileId: ["O perfil é obrigatório"],
    });
    const missing = await call(h(createRoute), { method: "POST", token: admin.token, body: {} });
    expect(missing.body.errors).toMatchObject({
      firstName: ["O nome é obrigatório"],
      phone: ["O telefone é obrigatório"],
      birthDate: ["A data de nascimento é obrigatória"],
      profileId: ["O perfil é obrigatório"],
    });
    const unknownProfile = await call(h(createRoute), {
      method: "POST",
      token: admin.token,
      body: valid({ profileId: 999 }),
    });
    expect(unknownProfile.body.errors).toEqual({ profileId: ["O perfil é inválido"] });
    expect(
      (
        await call(h(createRoute), {
          method: "POST",
          token: admin.token,
          rawBody: "{oops",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
    expect((await call(h(listRoute), { token: admin.token, url: url("page=0") })).status).toBe(400);
    expect(
      (await call(h(listRoute), { token: admin.token, url: url("sort=passwordHash") })).status,
    ).toBe(400);
    expect((await call(h(getRoute), { token: admin.token, params: { id: "abc" } })).status).toBe(
      404,
    );
  });

  it("filters accent-insensitively, keeps quotes and SQL as data, and pages past the end to an empty page", async () => {
    const admin = await createUser("ADMIN");
    await createUser("EMPLOYEE", { firstName: "José", lastName: "Araújo" });
    await createUser("EMPLOYEE", { firstName: "O'Brien", lastName: "Smith" });
    const plain = await call(h(listRoute), { token: admin.token, url: url("name=jose") });
    expect(plain.body.data.map((u: { fullName: string }) => u.fullName)).toContain("José Araújo");
    const jose = await call(h(listRoute), { token: admin.token, url: url("name=jose araujo") });
    expect(jose.body.data.map((u: { fullName: string }) => u.fullName)).toEqual(["José Araújo"]);
    const quote = await call(h(listRoute), {
      token: admin.token,
      url: url(`name=${encodeURIComponent("o'brien")}`),
    });
    expect(quote.body.data).toHaveLength(1);
    for (const attack of ["' OR '1'='1", "%", "_", "\\", "'; drop table users; --"]) {
      const r = await call(h(listRoute), {
        token: admin.token,
        url: url(`name=${encodeURIComponent(attack)}&email=${encodeURIComponent(attack)}`),
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual([]);
    }
    const byProfile = await call(h(listRoute), { token: admin.token, url: url("profile=ADMIN") });
    expect(
      byProfile.body.data.every((u: { Profile: { label: string } }) => u.Profile.label === "ADMIN"),
    ).toBe(true);
    const page = await call(h(listRoute), { token: admin.token, url: url("page=50&per_page=10") });
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual([]);
    expect(page.body.meta).toMatchObject({ currentPage: 50, perPage: 10, lastPage: 1, next: null });
    const sorted = await listUsers(admin.actor, { sort: "email", order: "desc", per_page: "100" });
    const emails = sorted.data.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it("stops an admin changing their own profile or deleting themselves", async () => {
    const admin = await createUser("ADMIN");
    const ids = await profileIds();
    expect(
      (
        await call(h(patchRoute), {
          method: "PATCH",
          token: admin.token,
          params: { id: String(admin.id) },
          body: { profileId: ids.EMPLOYEE },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(h(patchRoute), {
          method: "PATCH",
          token: admin.token,
          params: { id: String(admin.id) },
          body: { profileId: ids.ADMIN, firstName: "Chefe" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(h(deleteRoute), {
          method: "DELETE",
          token: admin.token,
          params: { id: String(admin.id) },
        })
      ).status,
    ).toBe(403);
  });

  it("answers 403 to an employee and 401 without a token on every admin call", async () => {
    const employee = await createUser("EMPLOYEE");
    const other = await createUser("EMPLOYEE");
    const params = { id: String(other.id) };
    for (const token of [employee.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await call(h(listRoute), { token, url: url("") })).status).toBe(expected);
      expect((await call(h(createRoute), { method: "POST", token, body: valid() })).status).toBe(
        expected,
      );
      expect((await call(h(getRoute), { token, params })).status).toBe(expected);
      expect(
        (
          await call(h(patchRoute), {
            method: "PATCH",
            token,
            params,
            body: { firstName: "Hacker" },
          })
        ).status,
      ).toBe(expected);
      expect((await call(h(deleteRoute), { method: "DELETE", token, params })).status).toBe(
        expected,
      );
    }
  });
});

describe("collaborator profile", () => {
  it("reads and edits their own profile, keeps the e-mail unique and never changes the profile", async () => {
    const ids = await profileIds();
    const employee = await createUser("EMPLOYEE");
    const taken = await createUser("EMPLOYEE");
    const own = await call(h(ownGet), { token: employee.token });
    expect(own.body).toMatchObject({
      id: employee.id,
      email: employee.email,
      Profile: { label: "EMPLOYEE" },
    });

    const edit = await call(h(ownPatch), {
      method: "PATCH",
      token: employee.token,
      body: { ...own.body, firstName: "Renata", phone: "(21) 99999-8888" },
    });
    expect(edit).toMatchObject({ status: 200, body: { success: true } });
    expect((await call(h(ownGet), { token: employee.token })).body).toMatchObject({
      firstName: "Renata",
      phone: "21999998888",
      profileId: ids.EMPLOYEE,
    });

    const raise = await call(h(ownPatch), {
      method: "PATCH",
      token: employee.token,
      body: { profileId: ids.ADMIN },
    });
    expect(raise.status).toBe(403);
    expect((await call(h(ownGet), { token: employee.token })).body.Profile.label).toBe("EMPLOYEE");

    const dup = await call(h(ownPatch), {
      method: "PATCH",
      token: employee.token,
      body: { email: taken.email.toUpperCase() },
    });
    expect(dup.status).toBe(409);
    const invalid = await call(h(ownPatch), {
      method: "PATCH",
      token: employee.token,
      body: { email: "nope", lastName: "AB" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      email: ["E-mail inválido"],
      lastName: ["O sobrenome deve ter pelo menos 3 caracteres"],
    });
  });

  it("is EMPLOYEE only", async () => {
    const admin = await createUser("ADMIN");
    expect((await call(h(ownGet), { token: admin.token })).status).toBe(403);
    expect(
      (
        await call(h(ownPatch), {
          method: "PATCH",
          token: admin.token,
          body: { firstName: "Admin" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("GET /api/autocomplete", () => {
  it("answers every key; users (active only) for admins; 400 for unknown keys", async () => {
    const admin = await createUser("ADMIN");
    const employee = await createUser("EMPLOYEE");
    const gone = await createUser("EMPLOYEE", { active: false, firstName: "Inativo" });
    const all =
      "profiles,users,paymentTypes,paymentRequest,refundTypes,trainings,modules,submodules";
    const r = await call(h(autocompleteRoute), {
      token: admin.token,
      url: `http://localhost/api/autocomplete?fields=${all}`,
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(all.split(",").sort());
    expect(r.body.profiles.map((p: { label: string }) => p.label).sort()).toEqual([
      "ADMIN",
      "EMPLOYEE",
      "EXPERT",
    ]);
    expect(r.body.users).toContainEqual({
      id: employee.id,
      label: employee.actor.fullName,
      fullName: employee.actor.fullName,
    });
    expect(r.body.users.map((u: { id: number }) => u.id)).not.toContain(gone.id);
    expect(r.body.paymentTypes.length).toBeGreaterThan(0);
    expect(r.body.users.map((u: { id: number }) => u.id)).toContain(admin.id);

    const employeesOnly = await call(h(autocompleteRoute), {
      token: admin.token,
      url: "http://localhost/api/autocomplete?fields=users&profile=EMPLOYEE",
    });
    const ids = employeesOnly.body.users.map((u: { id: number }) => u.id);
    expect(ids).toContain(employee.id);
    expect(ids).not.toContain(admin.id);
    expect(
      (
        await call(h(autocompleteRoute), {
          token: admin.token,
          url: "http://localhost/api/autocomplete?fields=users&profile=CHEFE",
        })
      ).status,
    ).toBe(400);

    const repeated = await call(h(autocompleteRoute), {
      token: employee.token,
      url: "http://localhost/api/autocomplete?fields=profiles&fields=refundTypes",
    });
    expect(Object.keys(repeated.body).sort()).toEqual(["profiles", "refundTypes"]);
    expect(
      (
        await call(h(autocompleteRoute), {
          token: employee.token,
          url: "http://localhost/api/autocomplete?fields=users",
        })
      ).status,
    ).toBe(403);
    const unknown = await call(h(autocompleteRoute), {
      token: admin.token,
      url: "http://localhost/api/autocomplete?fields=passwords",
    });
    expect(unknown.status).toBe(400);
    expect(
      (
        await call(h(autocompleteRoute), {
          token: admin.token,
          url: "http://localhost/api/autocomplete",
        })
      ).status,
    ).toBe(400);
  });
});

describe("user list sorts", () => {
  it("orders by every sortable column of 'Usuários', both ways; an unknown sort is a 400", async () => {
    const admin = await createUser("ADMIN", {
      firstName: "Zuleica",
      lastName: "Ordenável",
      email: "b.ordem@teste.dev",
      phone: "11900000003",
      birthDate: "1991-01-01",
    });
    const expert = await createUser("EXPERT", {
      firstName: "amanda",
      lastName: "Ordenável",
      email: "C.ordem@teste.dev",
      phone: "11900000001",
      birthDate: "1980-01-01",
    });
    const employee = await createUser("EMPLOYEE", {
      firstName: "Bruno",
      lastName: "Ordenável",
      email: "a.ordem@teste.dev",
      phone: "11900000002",
      birthDate: "2000-01-01",
    });
    const ascending: Record<(typeof USER_SORTS)[number], number[]> = {
      name: [expert.id, employee.id, admin.id],
      email: [employee.id, admin.id, expert.id],
      phone: [expert.id, employee.id, admin.id],
      birthDate: [expert.id, admin.id, employee.id],
      profile: [admin.id, employee.id, expert.id],
      createdAt: [admin.id, expert.id, employee.id],
    };
    await expectEverySort(ascending, async (sort, order) =>
      (
        await call(h(listRoute), {
          token: admin.token,
          url: url(`name=ordenavel&sort=${sort}&order=${order}`),
        })
      ).body.data.map((u: { id: number }) => u.id),
    );
    const bad = await call(h(listRoute), {
      token: admin.token,
      url: url("sort=document&order=asc"),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(BAD_SORT);
  });

  it("pages the whole list by profile (one index walk per profile) in label order, then id, both ways", async () => {
    const admin = await createUser("ADMIN");
    for (const profile of ["EMPLOYEE", "EXPERT", "ADMIN", "EMPLOYEE"] as const)
      await createUser(profile);
    for (const order of ["asc", "desc"] as const) {
      const all = (await call(h(listRoute), { token: admin.token, url: url("per_page=100") })).body
        .meta.total as number;
      const seen: { id: number; profile: string }[] = [];
      for (let page = 1; seen.length < all; page++) {
        const body = (
          await call(h(listRoute), {
            token: admin.token,
            url: url(`sort=profile&order=${order}&per_page=2&page=${page}`),
          })
        ).body;
        expect(body.data.length, `page ${page}`).toBeGreaterThan(0);
        seen.push(
          ...body.data.map((u: { id: number; Profile: { label: string } }) => ({
            id: u.id,
            profile: u.Profile.label,
          })),
        );
      }
      const expected = [...seen].sort((a, b) =>
        a.profile === b.profile ? a.id - b.id : a.profile < b.profile ? -1 : 1,
      );
      if (order === "desc") expected.reverse();
      expect(seen).toEqual(expected);
      expect(new Set(seen.map((u) => u.id)).size).toBe(all);
    }
  });
});
