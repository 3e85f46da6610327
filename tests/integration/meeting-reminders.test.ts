import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { emailOutbox, notifications } from "@/db/schema";
import { cancelMeeting, createMeeting, updateMeeting } from "@/lib/services/meetings";
import { drainReminders } from "@/lib/services/meetings/reminders";
import { answerRsvp } from "@/lib/services/meetings/rsvp";
import { createTransport, deliverEmails } from "@/lib/services/notifications/mailer";
import { setEmailPreferences } from "@/lib/services/notifications/preferences";
import { updateOrganizationSettings } from "@/lib/services/organization-settings";
import { createUser, type TestUser } from "../support/factory";
import { recipientOf } from "../support/meeting-mail";
import { mailServerForFile } from "../support/smtp";

const FROM = "Membros <avisos@membros.dev>";
const HOUR = 3600_000;
let admin: TestUser;
let ana: TestUser;
let bia: TestUser;
let caio: TestUser;
const mail = mailServerForFile(FROM);

beforeAll(async () => {
  admin = await createUser("ADMIN");
  ana = await createUser("EMPLOYEE", { firstName: "Ana" });
  bia = await createUser("EMPLOYEE", { firstName: "Bia" });
  caio = await createUser("EMPLOYEE", { firstName: "Caio" });
  // Caio turned reminders off; Bia will answer 'Não vou'.
  await setEmailPreferences(caio.actor, {
    finance: true,
    meetings: true,
    content: true,
    reminders: false,
  });
});
beforeEach(async () => {
  await (await getDb()).update(emailOutbox).set({ status: "sent" });
  mail.smtp.messages.length = 0;
});

/** A meeting three days from now, on the hour. */
async function meetingIn3Days() {
  const date = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR);
  const { id } = await createMeeting(admin.actor, {
    title: "Assembleia geral",
    description: "Prestação de contas",
    link: "https://meet.example.com/assembleia",
    meetingDate: date.toISOString(),
    users: [ana.id, bia.id, caio.id],
  });
  await answerRsvp(bia.actor, id, { answer: "NO" });
  return { id, date };
}

/** The reminders delivered by SMTP since the last call, by recipient. */
async function delivered() {
  await deliverEmails({ transport: createTransport(mail.smtp.url), from: FROM });
  const to = mail.smtp.messages
    .filter((m) => m.subject?.startsWith("[Membros] Lembrete:"))
    .map(recipientOf);
  mail.smtp.messages.length = 0;
  return to;
}

const remindersOf = async (user: TestUser) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.event, "meeting.reminder")))
  ).length;

const before = (date: Date, hours: number, minutes = 0) =>
  new Date(date.getTime() - hours * HOUR + minutes * 60_000);

describe("meeting reminders (a controllable clock, a real SMTP server)", () => {
  it("24 h and 1 h before: each once, to the invitees who did not say 'Não vou' nor turned reminders off", async () => {
    const { date } = await meetingIn3Days();
    expect(await drainReminders({ now: before(date, 25) })).toEqual({ sent: 0, dropped: 0 });
    expect(await drainReminders({ now: before(date, 24, 1) })).toEqual({ sent: 1, dropped: 0 });
    expect(await drainReminders({ now: before(date, 24, 2) })).toEqual({ sent: 0, dropped: 0 });
    expect(await delivered()).toEqual([ana.email]);
    expect([await remindersOf(ana), await remindersOf(bia), await remindersOf(caio)]).toEqual([
      1, 0, 0,
    ]);
    expect(await drainReminders({ now: before(date, 1, 1) })).toEqual({ sent: 1, dropped: 0 });
    expect(await drainReminders({ now: before(date, 1, 30) })).toEqual({ sent: 0, dropped: 0 });
    await deliverEmails({ transport: createTransport(mail.smtp.url), from: FROM });
    const [message] = mail.smtp.messages;
    expect(await delivered()).toEqual([ana.email]);
    expect(message.subject).toBe("[Membros] Lembrete: Assembleia geral");
    expect(message.text).toContain("https://meet.example.com/assembleia");
    expect(await remindersOf(ana)).toBe(2);
  });

  it("moved with the meeting, none after its cancel, and none for a meeting already started", async () => {
    const { id, date } = await meetingIn3Days();
    const later = new Date(date.getTime() + 48 * HOUR);
    await updateMeeting(admin.actor, id, { meetingDate: later.toISOString() });
    // The old times pass without a reminder; the new ones bring them.
    expect((await drainReminders({ now: before(date, 24, 1) })).sent).toBe(0);
    expect((await drainReminders({ now: before(date, 1, 1) })).sent).toBe(0);
    expect((await drainReminders({ now: before(later, 24, 1) })).sent).toBe(1);
    expect(await delivered()).toEqual([ana.email]);
    await cancelMeeting(admin.actor, id);
    expect(await drainReminders({ now: before(later, 1, 1) })).toEqual({ sent: 0, dropped: 0 });
    expect(await delivered()).toEqual([]);

    // Workers that were stopped for two days: only the latest due reminder, and none once it began.
    const other = await meetingIn3Days();
    expect(await drainReminders({ now: before(other.date, 1, 30) })).toEqual({
      sent: 1,
      dropped: 1,
    });
    const third = await meetingIn3Days();
    expect(await drainReminders({ now: new Date(third.date.getTime() + 60_000) })).toEqual({
      sent: 0,
      dropped: 2,
    });
    expect(await delivered()).toEqual([ana.email]);
  });

  it("the organisation's offsets decide the reminders; an empty list turns them off", async () => {
    await updateOrganizationSettings(admin.actor, { meetingReminderHours: [48] });
    const { date } = await meetingIn3Days();
    expect((await drainReminders({ now: before(date, 49) })).sent).toBe(0);
    expect((await drainReminders({ now: before(date, 48, 1) })).sent).toBe(1);
    expect((await drainReminders({ now: before(date, 1, 1) })).sent).toBe(0);
    await updateOrganizationSettings(admin.actor, { meetingReminderHours: [] });
    const off = await meetingIn3Days();
    expect((await drainReminders({ now: before(off.date, 1, 30) })).sent).toBe(0);
    await expect(
      updateOrganizationSettings(admin.actor, { meetingReminderHours: [1, 2, 3, 4] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      updateOrganizationSettings(admin.actor, { meetingReminderHours: [169] }),
    ).rejects.toMatchObject({ status: 400 });
    await updateOrganizationSettings(admin.actor, { meetingReminderHours: [24, 1] });
  });
});
