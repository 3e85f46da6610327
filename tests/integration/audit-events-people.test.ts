import { beforeAll, describe, expect, it } from "vitest";
import { POST as userPost } from "@/app/api/user/route";
import { DELETE as userDelete, PATCH as userPatch } from "@/app/api/user/[id]/route";
import { POST as anonymizePost } from "@/app/api/user/[id]/anonymize/route";
import { GET as ownGet, PATCH as ownPatch } from "@/app/api/collaborator/user/route";
import { POST as ownAnonymizePost } from "@/app/api/collaborator/user/anonymize/route";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as trainingRevokeOne from "@/app/api/training-admin/[id]/permissions/[userId]/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import { getDb } from "@/db";
import { profiles } from "@/db/schema";
import { eq } from "drizzle-orm";
import { confirmationToken, confirmRegistration } from "@/lib/services/registration";
import { hashPassword } from "@/lib/core/password";
import { call, createUser, type TestUser } from "../support/factory";
import { createCourse } from "../support/content";
import {
  as,
  auditMark,
  auditSince,
  CLIENT,
  expectStatus,
  recordsNothing,
  recordsOne,
  trustClientAddress,
} from "../support/audit";

/** People and their access: each change leaves one audit entry, naming fields, never values. */

trustClientAddress(["REGISTRATION"]);
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser("ADMIN");
});

const profileId = async (label: string) => {
  const [row] = await (await getDb()).select().from(profiles).where(eq(profiles.label, label));
  return row.id;
};
const newPerson = async (email: string) => ({
  firstName: "Lívia",
  lastName: "Moraes",
  email,
  phone: "(11) 98765-4321",
  birthDate: "1992-03-04",
  password: "Lagoa#Azul77",
  profileId: await profileId("EMPLOYEE"),
});
const idParams = (id: number) => ({ params: { id: String(id) } });

describe("audit: users", () => {
  it("'Novo usuário' records user.created; an e-mail already taken records nothing", async () => {
    const email = `criada.${Date.now()}@teste.dev`;
    const body = await newPerson(email);
    let id = 0;
    const row = await recordsOne(
      async () => {
        const answer = await call(userPost, as(admin, { body }));
        expect(answer.status).toBe(201);
        id = answer.body.id;
      },
      { action: "user.created", actorUserId: admin.id, targetType: "user", ...CLIENT },
    );
    expect(row).toMatchObject({
      targetId: String(id),
      details: { via: "admin", profileId: body.profileId },
    });
    expect(JSON.stringify(row)).not.toContain("Lagoa#Azul77");
    await recordsNothing(() => expectStatus(call(userPost, as(admin, { body })), 409));
  });

  it("a confirmed self-registration records user.created without an actor", async () => {
    process.env.REGISTRATION = "open";
    const email = `cadastro.${Date.now()}@teste.dev`;
    const { password, ...person } = await newPerson(email);
    const { profileId: _profile, ...typed } = person;
    void _profile;
    const token = await confirmationToken(typed, await hashPassword(password));
    const row = await recordsOne(() => confirmRegistration(token), {
      action: "user.created",
      actorUserId: null,
      targetType: "user",
    });
    expect(row.details).toEqual({ via: "registration", profileId: await profileId("EMPLOYEE") });
    // The link used twice creates nothing and records nothing.
    await recordsNothing(() =>
      expect(confirmRegistration(token)).rejects.toMatchObject({ status: 400 }),
    );
  });

  it("'Editar usuário' records the changed field names and the profile change; an unchanged edit or a bad one records nothing", async () => {
    const person = await createUser("EMPLOYEE");
    const adminProfile = await profileId("ADMIN");
    const row = await recordsOne(
      () =>
        expectStatus(
          call(
            userPatch,
            as(admin, {
              method: "PATCH",
              body: { firstName: "Outro", phone: "(11) 98765-4321", profileId: adminProfile },
              ...idParams(person.id),
            }),
          ),
          200,
        ),
      { action: "user.changed", actorUserId: admin.id, targetId: String(person.id), ...CLIENT },
    );
    // The phone was sent as it already was: only what changed is named.
    expect(row.details).toEqual({
      fields: ["firstName", "profileId"],
      profileId: { from: await profileId("EMPLOYEE"), to: adminProfile },
    });
    expect(JSON.stringify(row.details)).not.toContain("Outro");
    await recordsNothing(async () => {
      await expectStatus(
        call(
          userPatch,
          as(admin, { method: "PATCH", body: { firstName: "Outro" }, ...idParams(person.id) }),
        ),
        200,
      );
      await expectStatus(
        call(
          userPatch,
          as(admin, { method: "PATCH", body: { email: "não-é-email" }, ...idParams(person.id) }),
        ),
        400,
      );
    });
  });

  it("deactivation records user.deactivated with the sessions it ended; anonymisation records user.anonymized", async () => {
    const person = await createUser("EMPLOYEE");
    const row = await recordsOne(
      () =>
        expectStatus(
          call(userDelete, as(admin, { method: "DELETE", ...idParams(person.id) })),
          200,
        ),
      { action: "user.deactivated", actorUserId: admin.id, targetId: String(person.id), ...CLIENT },
    );
    expect(row.details).toEqual({ sessionsEnded: 1 });
    await recordsNothing(() =>
      expectStatus(call(userDelete, as(admin, { method: "DELETE", ...idParams(person.id) })), 404),
    );
    // A wrong confirmation e-mail: the erasure is rolled back and nothing is recorded.
    await recordsNothing(() =>
      expectStatus(
        call(
          anonymizePost,
          as(admin, { body: { email: "outro@teste.dev" }, ...idParams(person.id) }),
        ),
        400,
      ),
    );
    const erased = await recordsOne(
      () =>
        expectStatus(
          call(anonymizePost, as(admin, { body: { email: person.email }, ...idParams(person.id) })),
          200,
        ),
      { action: "user.anonymized", actorUserId: admin.id, targetId: String(person.id), ...CLIENT },
    );
    expect(erased.details).toEqual({ own: false });
  });

  it("a collaborator's own profile change records profile.changed; 'Excluir meus dados' records user.anonymized by themselves", async () => {
    const person = await createUser("EMPLOYEE");
    const row = await recordsOne(
      () =>
        expectStatus(
          call(
            ownPatch,
            as(person, { method: "PATCH", body: { lastName: "Nova", instagram: "@nova" } }),
          ),
          200,
        ),
      { action: "profile.changed", actorUserId: person.id, targetId: String(person.id), ...CLIENT },
    );
    expect(row.details).toEqual({ fields: ["lastName", "instagram"] });
    // The form sends every field back as it read them: nothing changed, nothing recorded.
    const { body: read } = await call(ownGet, as(person));
    const unchanged = Object.fromEntries(
      ["firstName", "lastName", "email", "phone", "birthDate", "instagram"].map((k) => [
        k,
        read[k],
      ]),
    );
    await recordsNothing(() =>
      expectStatus(call(ownPatch, as(person, { method: "PATCH", body: unchanged })), 200),
    );
    // Trying to change their own profile (role) is a 403 and records nothing.
    const promoted = { profileId: await profileId("ADMIN") };
    await recordsNothing(() =>
      expectStatus(call(ownPatch, as(person, { method: "PATCH", body: promoted })), 403),
    );
    const own = await recordsOne(
      () =>
        expectStatus(call(ownAnonymizePost, as(person, { body: { email: person.email } })), 200),
      { action: "user.anonymized", actorUserId: person.id, targetId: String(person.id), ...CLIENT },
    );
    expect(own.details).toEqual({ own: true });
  });

  it("an employee calling the admin's user routes records nothing", async () => {
    const employee = await createUser("EMPLOYEE");
    const other = await createUser("EMPLOYEE");
    await recordsNothing(async () => {
      await expectStatus(
        call(userPost, as(employee, { body: await newPerson("x@teste.dev") })),
        403,
      );
      await expectStatus(
        call(
          userPatch,
          as(employee, { method: "PATCH", body: { firstName: "X" }, ...idParams(other.id) }),
        ),
        403,
      );
      await expectStatus(
        call(userDelete, as(employee, { method: "DELETE", ...idParams(other.id) })),
        403,
      );
    });
  });
});

describe("audit: training access", () => {
  it("a grant records grant.given per person with the level and items; granting again records nothing", async () => {
    const course = await createCourse(admin);
    const [ana, bia] = [await createUser("EMPLOYEE"), await createUser("EMPLOYEE")];
    const body = { trainings: [course.training], users: [ana.id, bia.id] };
    const mark = await auditMark();
    await expectStatus(call(trainingGrant.POST, as(admin, { body })), 200);
    const rows = await auditSince(mark);
    expect(rows.map((r) => [r.action, r.targetId, r.details])).toEqual([
      ["grant.given", String(ana.id), { level: "training", itemIds: [course.training] }],
      ["grant.given", String(bia.id), { level: "training", itemIds: [course.training] }],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ actorUserId: admin.id, targetType: "user", ...CLIENT });
    await recordsNothing(() => expectStatus(call(trainingGrant.POST, as(admin, { body })), 200));
    // An unknown user is a 400 and grants (and records) nothing.
    await recordsNothing(() =>
      expectStatus(
        call(
          moduleGrant.POST,
          as(admin, { body: { modules: [course.module], users: [ana.id, 999999] } }),
        ),
        400,
      ),
    );
  });

  it("revoking records grant.revoked for whoever lost access, in bulk and one at a time", async () => {
    const course = await createCourse(admin);
    const [ana, bia] = [await createUser("EMPLOYEE"), await createUser("EMPLOYEE")];
    const body = { modules: [course.module], users: [ana.id, bia.id] };
    await expectStatus(call(moduleGrant.POST, as(admin, { body })), 200);
    await expectStatus(
      call(
        trainingGrant.POST,
        as(admin, { body: { trainings: [course.training], users: [ana.id] } }),
      ),
      200,
    );
    await recordsOne(
      () =>
        expectStatus(
          call(
            moduleGrant.DELETE,
            as(admin, { method: "DELETE", body: { ...body, users: [bia.id] } }),
          ),
          200,
        ),
      {
        action: "grant.revoked",
        targetId: String(bia.id),
        details: { level: "module", itemIds: [course.module] },
        ...CLIENT,
      },
    );
    const params = { id: String(course.training), userId: String(ana.id) };
    await recordsOne(
      () =>
        expectStatus(call(trainingRevokeOne.DELETE, as(admin, { method: "DELETE", params })), 200),
      {
        action: "grant.revoked",
        targetId: String(ana.id),
        details: { level: "training", itemIds: [course.training] },
      },
    );
    // Nothing left to revoke: nothing recorded.
    await recordsNothing(() =>
      expectStatus(call(trainingRevokeOne.DELETE, as(admin, { method: "DELETE", params })), 200),
    );
  });
});
