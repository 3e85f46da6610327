import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/user/route";
import { GET as ownGet, PATCH as ownPatch } from "@/app/api/collaborator/user/route";
import { GET as autocompleteRoute } from "@/app/api/autocomplete/route";
import type { USER_SORTS } from "@/lib/validation/user";
import { call, createUser } from "../support/factory";
import { h } from "../support/handler";
import { BAD_SORT, expectEverySort } from "../support/sorting";
import { profileIds, url } from "../support/users";

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
