import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb, type Database } from "@/db";
import { emailOutbox, trainings } from "@/db/schema";
import { setClock } from "@/lib/core/clock";
import { grantContent } from "@/lib/services/content/grants";
import { drainExpiryNotices } from "@/lib/services/content/expiry-notices";
import { createCourse } from "../support/content";
import { createUser } from "../support/factory";
import { recipientOf } from "../support/meeting-mail";
import { runNode, secondNodeForFile } from "../support/nodes";
import { mailServerForFile } from "../support/smtp";

/**
 * Two app nodes on one PostgreSQL database, each with its own connections, notice worker and
 * e-mail worker, draining at the same time against a real SMTP server.
 */
const FROM = "Membros <avisos@membros.dev>";
const NOW = new Date("2027-03-10T15:00:00Z");
const mail = mailServerForFile(FROM);
const second = secondNodeForFile();
afterEach(() => setClock(undefined));

const node = (db: Database, now: Date) =>
  runNode(db, { smtpUrl: mail.smtp.url, from: FROM }, (db) =>
    drainExpiryNotices({ db, now, batch: 3 }),
  );

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
