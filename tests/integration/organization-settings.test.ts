import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import {
  getOrganizationSettings,
  updateOrganizationSettings,
} from "@/lib/services/organization-settings";
import { createUser } from "../support/factory";

describe("organisation settings", () => {
  it("reads defaults before anything is saved, and an admin's change afterwards", async () => {
    expect(await getOrganizationSettings()).toMatchObject({
      name: "Membros",
      twoFactorRequired: "none",
      meetingReminderHours: [24, 1],
    });
    const admin = await createUser("ADMIN");
    const { before, after } = await updateOrganizationSettings(admin.actor, {
      name: "  Associação São João  ",
    });
    expect(before.name).toBe("Membros");
    expect(after).toMatchObject({ name: "Associação São João", twoFactorRequired: "none" });
    expect(await getOrganizationSettings()).toEqual(after);
    await updateOrganizationSettings(admin.actor, { twoFactorRequired: "admins" });
    expect(await getOrganizationSettings()).toMatchObject({
      name: "Associação São João",
      twoFactorRequired: "admins",
    });
  });

  it("refuses a collaborator, unknown fields and invalid values, and changes nothing", async () => {
    const admin = await createUser("ADMIN");
    const employee = await createUser("EMPLOYEE");
    const saved = await getOrganizationSettings();
    await expect(updateOrganizationSettings(employee.actor, { name: "X" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      updateOrganizationSettings(admin.actor, { twoFactorRequired: "sometimes" }),
    ).rejects.toMatchObject({ status: 400, errors: { twoFactorRequired: expect.any(Array) } });
    await expect(updateOrganizationSettings(admin.actor, { name: " " })).rejects.toMatchObject({
      status: 400,
      errors: { name: ["Informe o nome da organização"] },
    });
    await expect(updateOrganizationSettings(admin.actor, { color: "red" })).rejects.toMatchObject({
      status: 400,
    });
    expect(await getOrganizationSettings()).toEqual(saved);
  });

  it("reads a stored value that no longer validates as its default, keeping the others", async () => {
    const db = await getDb();
    await db.execute(
      sql`insert into organization_settings (id, document) values (1, '{"name":"Clube","twoFactorRequired":"old"}')
          on conflict (id) do update set document = excluded.document`,
    );
    expect(await getOrganizationSettings()).toMatchObject({
      name: "Clube",
      twoFactorRequired: "none",
    });
  });
});
