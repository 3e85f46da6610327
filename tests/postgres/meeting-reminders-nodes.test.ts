import { describe, expect, it } from "vitest";
import { getDb, type Database } from "@/db";
import { emailOutbox } from "@/db/schema";
import { createMeeting } from "@/lib/services/meetings";
import { drainReminders } from "@/lib/services/meetings/reminders";
import { createUser } from "../support/factory";
import { recipientOf } from "../support/meeting-mail";
import { runNode, secondNodeForFile } from "../support/nodes";
import { mailServerForFile } from "../support/smtp";

/**
 * Two app nodes on one PostgreSQL database: each with its own connections, its own reminder
 * worker and its own e-mail worker, draining at the same time against a real SMTP server.
 */
const FROM = "Membros <avisos@membros.dev>";
const HOUR = 3600_000;
const mail = mailServerForFile(FROM);
const second = secondNodeForFile();

const node = (db: Database, now: Date) =>
  runNode(db, { smtpUrl: mail.smtp.url, from: FROM }, (db) =>
    drainReminders({ db, now, batch: 3 }),
  );

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
