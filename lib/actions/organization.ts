"use server";

import { parseWith } from "@/lib/core/input";
import { runAction } from "@/lib/server/action";
import { updateOrganizationSettings } from "@/lib/services/organization-settings";
import { organizationSettingsSchema } from "@/lib/validation/organization";

const nameOnly = organizationSettingsSchema.pick({ name: true }).strict();

/** 'Nome da organização' (ADMIN): printed on the minutes. */
export async function saveOrganizationNameAction(values: unknown) {
  return runAction(async (actor) => {
    await updateOrganizationSettings(actor, parseWith(nameOnly, values ?? {}));
  });
}
