import { inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb, openPostgres, type Database, type Opened } from "@/db";
import { emailOutbox, trainings } from "@/db/schema";
import { setClock } from "@/lib/core/clock";
import { grantContent } from "@/lib/services/content/grants";
import { drainExpiryNotices } from "@/lib/services/content/expiry-notices";
import { createTransport, sendOutboxRow } from "@/lib/services/notifications/mailer";
import { drainOnce } from "@/lib/services/outbox";
import { createCourse } from "../support/content";
import { createUser } from "../support/factory";
import { withDatabase } from "../support/global-setup";
import { recipientOf } from "../support/meeting-mail";
import { mailServerForFile } from "../support/smtp";

/**
 * Two app nodes on one PostgreSQL database, each with its own connections, notice worker and
 * e-mail worker, draining at the same time against a real SMTP server.
 */
const FROM = "Membros <avisos@membros.dev>";
const NOW = new Date("2027-03-10T15:00:00Z");
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
afterEach(() => setClock(undefined));

/** One node's workers: notices due at `now`, then e-mails, until neither finds work. */
async function node(db: Database, now: Date) {
  const transport = createTransport(mail.smtp.url);
  for (;;) {
    const notices = await drainExpiryNotices({ db, now, batch: 3 });
    const sent = await drainOnce(db, emailOutbox, (row) => sendOutboxRow(transport, FROM, row), {
      batch: 3,
    });
    if (!notices.sent && !notices.dropped && !sent.sent && !sent.failed) return;
  }
}

describe("grant expiry notices with two app nodes", () => {
  it("each notice e-mail arrives exactly once", async () => {
    setClock(() => NOW);
    const admin = await createUser("ADMIN");
    const people = await Promise.all([1, 2, 3].map(() => createUser("EMPLOYEE")));
    const courses = [];
    for (let i = 0; i < 4; i++) courses.push(await createCourse(admin));
    await grantContent(admin.actor, "training", {
      trainings: courses.map((c) => c.training),
      users: people.map((p) => p.id),
      validUntil: "2027-03-14",
    });
    const titles = (
      await (
        await getDb()
      )
        .select({ title: trainings.title })
        .from(trainings)
        .where(
          inArray(
            trainings.id,
            courses.map((c) => c.training),
          ),
        )
    ).map((t) => t.title);
    await (await getDb()).update(emailOutbox).set({ status: "sent" });
    mail.smtp.messages.length = 0;

    await Promise.all([node(await getDb(), NOW), node(second.db, NOW)]);

    const received = mail.smtp.messages
      .filter((m) => m.subject?.startsWith("[Membros] Seu acesso a"))
      .map((m) => `${recipientOf(m)} ${m.subject}`)
      .sort();
    const expected = people
      .flatMap((p) =>
        titles.map((title) => `${p.email} [Membros] Seu acesso a ${title} termina em 14/03/2027`),
      )
      .sort();
    expect(received).toHaveLength(12);
    expect(received).toEqual(expected);
  });
});
