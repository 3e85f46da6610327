import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as trainingOne from "@/app/api/training-admin/[id]/permissions/[userId]/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import { getDb } from "@/db";
import { emailOutbox, grantExpiryNotices, notifications, trainings } from "@/db/schema";
import { setClock } from "@/lib/core/clock";
import { drainExpiryNotices } from "@/lib/services/content/expiry-notices";
import { createTransport, deliverEmails } from "@/lib/services/notifications/mailer";
import { setEmailPreferences } from "@/lib/services/notifications/preferences";
import { createCourse } from "../support/content";
import { call, createUser, type TestUser } from "../support/factory";
import { recipientOf } from "../support/meeting-mail";
import { mailServerForFile } from "../support/smtp";

/**
 * The notice 7 days before a grant ends, with a controllable clock (the app's for the grant
 * calls, the worker's `now`) and a real SMTP server. The organisation's zone is São Paulo (UTC−3).
 */
const FROM = "Membros <avisos@membros.dev>";
const NOON_10_MARCH = new Date("2027-03-10T15:00:00Z");
let admin: TestUser;
let ana: TestUser;
let caio: TestUser;
const mail = mailServerForFile(FROM);

beforeAll(async () => {
  admin = await createUser("ADMIN");
  ana = await createUser("EMPLOYEE", { firstName: "Ana" });
  caio = await createUser("EMPLOYEE", { firstName: "Caio" });
  // Caio turned off the e-mails of 'Treinamentos': he is told in the app only.
  await setEmailPreferences(caio.actor, { finance: true, meetings: true, content: false });
});
beforeEach(async () => {
  setClock(() => NOON_10_MARCH);
  await (await getDb()).update(emailOutbox).set({ status: "sent" });
  mail.smtp.messages.length = 0;
});
afterEach(() => setClock(undefined));

async function grant(training: number, users: TestUser[], validUntil?: string | null) {
  const body = { trainings: [training], users: users.map((u) => u.id), validUntil };
  expect((await call(trainingGrant.POST, { token: admin.token, body })).status).toBe(200);
}

const changeEnd = async (training: number, who: TestUser, validUntil: string | null) =>
  expect(
    (
      await call(trainingOne.PATCH, {
        token: admin.token,
        method: "PATCH",
        params: { id: String(training), userId: String(who.id) },
        body: { validUntil },
      })
    ).status,
  ).toBe(200);

/** The notices e-mailed since the last call: 'recipient subject'. */
async function delivered() {
  await deliverEmails({ transport: createTransport(mail.smtp.url), from: FROM });
  const got = mail.smtp.messages
    .filter((m) => m.subject?.startsWith("[Membros] Seu acesso a"))
    .map((m) => `${recipientOf(m)} ${m.subject}`);
  mail.smtp.messages.length = 0;
  return got;
}

const inApp = async (who: TestUser) =>
  (
    await (
      await getDb()
    )
      .select({ title: notifications.title, href: notifications.href })
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.event, "content.expiring")))
  ).map((n) => n.title);

const drainAt = (iso: string) => drainExpiryNotices({ now: new Date(iso) });

describe("the notice before a grant ends", () => {
  it("comes once, from the start of the 7th day before, in the app and by e-mail as each person chose", async () => {
    const course = await createCourse(admin);
    await grant(course.training, [ana, caio], "2027-03-31");
    // 24 March starts at 03:00 UTC in São Paulo.
    expect(await drainAt("2027-03-24T02:59:00Z")).toEqual({ sent: 0, dropped: 0 });
    expect(await drainAt("2027-03-24T03:00:00Z")).toEqual({ sent: 2, dropped: 0 });
    expect(await drainAt("2027-03-25T12:00:00Z")).toEqual({ sent: 0, dropped: 0 });
    const [subject] = await inApp(ana);
    expect(subject).toMatch(/^Seu acesso a Treinamento \d+ termina em 31\/03\/2027$/);
    expect(await delivered()).toEqual([`${ana.email} [Membros] ${subject}`]);
    expect(await inApp(caio)).toEqual([subject]);

    // The e-mail's text names the day and leads to the training.
    await grant(course.training, [ana], "2027-03-12");
    expect((await drainAt("2027-03-10T15:00:01Z")).sent).toBe(1);
    await deliverEmails({ transport: createTransport(mail.smtp.url), from: FROM });
    const [message] = mail.smtp.messages;
    expect(message.text).toContain("termina em 12/03/2027");
    expect(message.text).toContain(
      `https://membros.example.org/collaborator/trainings/${course.training}/modules`,
    );
  });

  it("is planned again when the end changes, and dropped when the grant is revoked or loses its end", async () => {
    const course = await createCourse(admin);
    await grant(course.training, [ana], "2027-03-31");
    await changeEnd(course.training, ana, "2027-04-30");
    // The old date's notice time passes without a notice; the new one's brings it.
    expect(await drainAt("2027-03-24T03:01:00Z")).toEqual({ sent: 0, dropped: 0 });
    expect(await drainAt("2027-04-23T03:01:00Z")).toEqual({ sent: 1, dropped: 0 });
    // Extended after its notice: a new notice for the new day.
    await changeEnd(course.training, ana, "2027-05-31");
    expect(await drainAt("2027-05-24T03:01:00Z")).toEqual({ sent: 1, dropped: 0 });
    expect(await delivered()).toEqual([
      expect.stringMatching(new RegExp(`^${ana.email} .* termina em 30/04/2027$`)),
      expect.stringMatching(new RegExp(`^${ana.email} .* termina em 31/05/2027$`)),
    ]);

    // Revoked, or without end: nothing pending any more.
    const other = await createCourse(admin);
    await grant(other.training, [ana, caio], "2027-04-15");
    await call(trainingGrant.DELETE, {
      token: admin.token,
      method: "DELETE",
      body: { trainings: [other.training], users: [ana.id] },
    });
    await changeEnd(other.training, caio, null);
    const rows = await (
      await getDb()
    )
      .select({ userId: grantExpiryNotices.userId, status: grantExpiryNotices.status })
      .from(grantExpiryNotices)
      .where(eq(grantExpiryNotices.itemId, other.training));
    expect(rows.map((r) => r.status)).toEqual(["dropped", "dropped"]);
    expect(await drainAt("2027-04-14T12:00:00Z")).toEqual({ sent: 0, dropped: 0 });
    expect(await delivered()).toEqual([]);
  });

  it("comes at once for a grant ending in less than 7 days; none for a day already past or no end", async () => {
    const course = await createCourse(admin);
    const soon = await createCourse(admin);
    await grant(soon.training, [ana], "2027-03-13");
    await grant(course.training, [caio], "2027-03-09");
    await grant(course.training, [ana]);
    expect(await drainExpiryNotices({ now: NOON_10_MARCH })).toEqual({ sent: 1, dropped: 0 });
    expect(await delivered()).toEqual([
      `${ana.email} [Membros] Seu acesso a ${await titleOf(soon.training)} termina em 13/03/2027`,
    ]);
    const planned = await (
      await getDb()
    )
      .select()
      .from(grantExpiryNotices)
      .where(eq(grantExpiryNotices.itemId, course.training));
    expect(planned).toEqual([]);
  });

  it("covers modules too; a notice found only after its day is dropped, not sent late", async () => {
    const course = await createCourse(admin);
    await call(moduleGrant.POST, {
      token: admin.token,
      body: { modules: [course.module], users: [ana.id], validUntil: "2027-03-15" },
    });
    expect(await drainExpiryNotices({ now: NOON_10_MARCH })).toEqual({ sent: 1, dropped: 0 });
    expect(await inApp(ana)).toContainEqual(
      expect.stringMatching(/^Seu acesso a Módulo \d+ termina em 15\/03\/2027$/),
    );
    // Workers stopped until after the day: the notice planned for it is dropped, not sent late.
    await grant(course.training, [ana], "2027-03-20");
    expect(await drainAt("2027-03-21T12:00:00Z")).toEqual({ sent: 0, dropped: 1 });
  });
});

async function titleOf(training: number): Promise<string> {
  const [row] = await (
    await getDb()
  )
    .select({ title: trainings.title })
    .from(trainings)
    .where(eq(trainings.id, training));
  return row.title;
}
