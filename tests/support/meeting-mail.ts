import ical, { type CalendarResponse, type VEvent } from "node-ical";
import type { ParsedMail } from "mailparser";
import { expect } from "vitest";

/** The `invite.ics` of a message, parsed by node-ical: the calendar's METHOD and its components. */
export function parsedInvite(mail: ParsedMail): { method: string; calendar: CalendarResponse } {
  const part = mail.attachments.find((a) => a.filename === "invite.ics");
  expect(part, "invite.ics attached").toBeTruthy();
  const calendar = ical.sync.parseICS(part!.content.toString("utf8"));
  return { method: String((calendar.vcalendar as { method?: string }).method), calendar };
}

/** The events of a parsed calendar. */
export const eventsOf = (calendar: CalendarResponse) =>
  Object.values(calendar).filter((c): c is VEvent => c?.type === "VEVENT");

/** The address a parsed message went to. */
export const recipientOf = (mail: ParsedMail) =>
  mail.to && "value" in mail.to ? mail.to.value[0].address : undefined;
