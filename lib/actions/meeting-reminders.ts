"use server";

import { parseWith } from "@/lib/core/input";
import { runAction } from "@/lib/server/action";
import { replanUpcoming } from "@/lib/services/meetings/reminders";
import { updateOrganizationSettings } from "@/lib/services/organization-settings";
import { organizationSettingsSchema } from "@/lib/validation/organization";

const hoursOnly = organizationSettingsSchema.pick({ meetingReminderHours: true }).strict();

/** 'Lembretes de reuniões' (ADMIN): the hours before a meeting; the coming week is planned again. */
export async function saveReminderHoursAction(values: unknown) {
  return runAction(async (actor) => {
    const { before, after } = await updateOrganizationSettings(
      actor,
      parseWith(hoursOnly, values ?? {}),
    );
    if (before.meetingReminderHours.join() !== after.meetingReminderHours.join())
      await replanUpcoming();
  });
}
