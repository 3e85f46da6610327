import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, openPostgres, type Database, type Opened } from "@/db";
import { emailOutbox } from "@/db/schema";
import { createMeeting } from "@/lib/services/meetings";
import { drainReminders } from "@/lib/services/meetings/reminders";
import { createTransport, sendOutboxRow } from "@/lib/services/notifications/mailer";
import { drainOnce } from "@/lib/services/outbox";
import { createUser } from "../support/factory";
import { withDatabase } from "../support/global-setup";
import { recipientOf } from "../support/meeting-mail";
import { mailServerForFile } from "../support/smtp";

/**
 * Two app nodes on one PostgreSQL database: each with its own connections, its own reminder
 * worker and its own e-mail worker, draining at the same time against a real SMTP server.
 */
const FROM = "Membros <avisos@membros.dev>";
const HOUR = 3600_000;
let second: Opened;
const mail = mailServerForFile(FROM);

beforeAll(async () => {
  const [{ name }] = (await (
    await getDb()
  ).execute(sql`select current_database() as name`)) as unknown as { name: string }[];
  second = await openPostgres(withDatabase(process.env.DATABASE_URL!, name), { migrate: false });
});
afterAll(async () => {
  await second?.close();
});

/** One node's workers: reminders due at `now`, then e-mails, until neither finds work. */
async function node(db: Database, now: Date) {
  const transport = createTransport(mail.smtp.url);
  for (;;) {
    const reminders = await drainReminders({ db, now, batch: 3 });
    const mail = await drainOnce(db, emailOutbox, (row) => sendOutboxRow(transport, FROM, row), {
      batch: 3,
    });
    if (!reminders.sent && !reminders.dropped && !mail.sent && !mail.failed) return;
  }
}

describe("reminders with two app nodes", () => {
  it("each reminder e-mail arrives exactly once", async () => {
    const admin = await createUser("ADMIN");
    const people = await Promise.all([1, 2, 3].map(() => createUser("EMPLOYEE")));
    const date = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR);
    for (let i = 0; i < 8; i++)
      await createMeeting(admin.actor, {
        title: `Reunião ${i}`,
        description: "Pauta",
        link: "https://meet.example.com/r",
        meetingDate: date.toISOString(),
        users: people.map((p) => p.id),
      });
    await (await getDb()).update(emailOutbox).set({ status: "sent" });
    mail.smtp.messages.length = 0;

    const now = new Date(date.getTime() - 24 * HOUR + 60_000);
    await Promise.all([node(await getDb(), now), node(second.db, now)]);

    const received = mail.smtp.messages
      .filter((m) => m.subject?.startsWith("[Membros] Lembrete:"))
      .map((m) => `${recipientOf(m)} ${m.subject}`)
      .sort();
    const expected = people
      .flatMap((p) =>
        [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `${p.email} [Membros] Lembrete: Reunião ${i}`),
      )
      .sort();
    expect(received).toEqual(expected);
  });
});
