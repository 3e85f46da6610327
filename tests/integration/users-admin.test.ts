import { describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/user/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PATCH as patchRoute,
} from "@/app/api/user/[id]/route";
import { POST as authPost } from "@/app/api/auth/route";
import { requestActor } from "@/lib/server/actor";
import { listUsers } from "@/lib/services/users";
import { call, createUser } from "../support/factory";
import { h } from "../support/handler";
import { profileIds, url } from "../support/users";

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
