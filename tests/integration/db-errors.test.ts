import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/user/route";
import { getDb } from "@/db";
import { profiles, users } from "@/db/schema";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { call, createUser } from "../support/factory";

describe("database errors by SQLSTATE", () => {
  it("recognises a real unique violation of the driver in use, by constraint name", async () => {
    const existing = await createUser("EMPLOYEE");
    const db = await getDb();
    const [profile] = await db.select().from(profiles);
    const error = await db
      .insert(users)
      .values({
        firstName: "Outra",
        lastName: "Pessoa",
        email: existing.email.toUpperCase(),
        passwordHash: "x",
        profileId: profile.id,
        phone: "11987654321",
        birthDate: "1990-01-01",
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error, "users_email_lower_idx")).toBe(true);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, "another_constraint")).toBe(false);
    expect(
      isUniqueViolation(
        new Error('duplicate key value violates unique constraint "users_email_lower_idx"'),
      ),
    ).toBe(false);
  });

  it("answers one 201 and 409s when several requests race for one e-mail", async () => {
    const admin = await createUser("ADMIN");
    const db = await getDb();
    const employee = (await db.select().from(profiles)).find((p) => p.label === "EMPLOYEE")!;
    const email = `corrida.${Date.now()}@teste.dev`;
    const body = {
      email,
      firstName: "Rita",
      lastName: "Corrida",
      phone: "(11) 98765-4321",
      document: "529.982.247-25",
      birthDate: "1990-01-31",
      password: "Senha@12345",
      profileId: employee.id,
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(createRoute, { token: admin.token, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });
});
