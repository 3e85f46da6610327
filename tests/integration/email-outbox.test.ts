import { eq, inArray } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { emailOutbox } from "@/db/schema";
import { financeItems } from "@/lib/services/finance";
import { cancelMeeting, createMeeting, finishMeeting } from "@/lib/services/meetings";
import { meetingUid } from "@/lib/services/notifications/ics";
import { createTransport, deliverEmails, sendOutboxRow } from "@/lib/services/notifications/mailer";
import { setEmailPreferences } from "@/lib/services/notifications/preferences";
import { GET as failuresRoute } from "@/app/api/email-failures/route";
import { POST as retryRoute } from "@/app/api/email-failures/[id]/retry/route";
import { DEFAULT_RETRY, backoffMs, drainOnce, stopAllPolling } from "@/lib/services/outbox";
import { call, createUser } from "../support/factory";
import { validBody } from "../support/finance";
import { saveEnv, startSmtp, type TestSmtp } from "../support/smtp";
import type { ParsedMail } from "mailparser";

const nextYear = new Date().getUTCFullYear() + 1;
const FROM = "Membros <avisos@membros.dev>";
let smtp: TestSmtp;
const restoreEnv = saveEnv(["SMTP_URL", "MAIL_FROM", "APP_URL"]);

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = FROM;
  process.env.APP_URL = "https://membros.example.org";
});
afterAll(async () => {
  await smtp.close();
  restoreEnv();
});

// Start every test from an empty outbox (the database is shared by the file's tests).
beforeEach(async () => {
  await (await getDb()).update(emailOutbox).set({ status: "sent" });
  smtp.messages.length = 0;
});

const worker = () => ({ transport: createTransport(smtp.url), from: FROM });
const drain = async (policy = DEFAULT_RETRY) => deliverEmails({ ...worker(), policy });
const meeting = (users: number[]) => ({
  title: "Revisão trimestral",
  description: "Números do trimestre",
  link: "https://meet.example.com/rev",
  meetingDate: `${nextYear}-05-06T13:30:00.000Z`,
  users,
});

/** The invitation of a message, parsed by node-ical: the calendar's METHOD and its one event. */
function invite(mail: ParsedMail): { method: string; event: VEvent } {
  const part = mail.attachments.find((a) => a.filename === "invite.ics");
  expect(part, "invite.ics attached").toBeTruthy();
  const parsed = ical.sync.parseICS(part!.content.toString("utf8"));
  const event = Object.values(parsed).find((c) => c?.type === "VEVENT") as VEvent;
  return { method: String((parsed.vcalendar as { method?: string }).method), event };
}

describe("e-mail over SMTP (a real server in the test)", () => {
  it("a meeting with two attendees delivers two messages with invite.ics REQUEST; its cancel delivers CANCEL with the same UID and a higher SEQUENCE", async () => {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE", { firstName: "Ana" });
    const b = await createUser("EMPLOYEE", { firstName: "Beto" });
    const { id } = await createMeeting(admin.actor, meeting([a.id, b.id]));
    expect(await drain()).toEqual({ sent: 2, failed: 0 });
    expect(
      smtp.messages.map((m) => m.to && "value" in m.to && m.to.value[0].address).sort(),
    ).toEqual([a.email, b.email].sort());
    const first = smtp.messages[0];
    expect(first.subject).toBe("[Membros] Nova reunião: Revisão trimestral");
    expect(first.text).toContain(`https://membros.example.org/collaborator/meetings/${id}`);
    expect(first.html).toContain("Abrir no Membros");
    const request = invite(first);
    expect(request.method).toBe("REQUEST");
    expect(request.event.uid).toBe(meetingUid(id));
    expect(request.event.start.toISOString()).toBe(`${nextYear}-05-06T13:30:00.000Z`);
    expect((request.event.start as { tz?: string }).tz).toBe("America/Sao_Paulo");
    expect(request.event.location).toBe("https://meet.example.com/rev");

    smtp.messages.length = 0;
    await cancelMeeting(admin.actor, id);
    expect(await drain()).toEqual({ sent: 2, failed: 0 });
    const cancel = invite(smtp.messages[0]);
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.event.uid).toBe(request.event.uid);
    expect(Number(cancel.event.sequence)).toBeGreaterThan(Number(request.event.sequence));
  });

  it("finishing a meeting tells every attendee, with a REQUEST of the same UID, a higher SEQUENCE and STATUS:CONFIRMED", async () => {
    const admin = await createUser("ADMIN");
    const [a, b] = [await createUser("EMPLOYEE"), await createUser("EMPLOYEE")];
    const { id } = await createMeeting(admin.actor, meeting([a.id, b.id]));
    await drain();
    const created = invite(smtp.messages[0]);
    smtp.messages.length = 0;
    await finishMeeting(admin.actor, id);
    expect(await drain()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.messages.map((m) => m.subject)).toEqual([
      "[Membros] Reunião finalizada: Revisão trimestral",
      "[Membros] Reunião finalizada: Revisão trimestral",
    ]);
    const finished = invite(smtp.messages[0]);
    expect(finished.method).toBe("REQUEST");
    expect(finished.event.uid).toBe(created.event.uid);
    expect(Number(finished.event.sequence)).toBe(Number(created.event.sequence) + 1);
    expect(finished.event.status).toBe("CONFIRMED");
    expect(finished.event.start.toISOString()).toBe(created.event.start.toISOString());
  });

  it("a refused message is retried after the backoff and then delivered once", async () => {
    const owner = await createUser("EMPLOYEE");
    const admin = await createUser("ADMIN");
    const refunds = financeItems("refund");
    const { id } = await refunds.collaborator.create(owner.actor, await validBody("refund"));
    await (await getDb()).update(emailOutbox).set({ status: "sent" }); // only the denial below
    await refunds.admin.deny(admin.actor, id, "Fora da política");
    const noWait = { ...DEFAULT_RETRY, baseDelayMs: 0 };
    smtp.refuseNext(1);
    expect(await drain(noWait)).toEqual({ sent: 0, failed: 1 });
    const [row] = await (
      await getDb()
    )
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toEmail, owner.email));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("451");
    expect(await drain(noWait)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].text).toContain("Fora da política");
    expect(await drain(noWait)).toEqual({ sent: 0, failed: 0 });
  });

  /** A meeting invitation the server refused with only one attempt allowed: 'failed' for good. */
  async function oneFailedInvitation() {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE");
    await createMeeting(admin.actor, meeting([a.id]));
    smtp.refuseNext(1);
    expect(await drain({ ...DEFAULT_RETRY, maxAttempts: 1 })).toEqual({ sent: 0, failed: 1 });
    return { admin, a };
  }

  it("after the last attempt the row is 'failed' and admins see it; the backoff doubles", async () => {
    const { admin, a } = await oneFailedInvitation();
    const listed = await call(failuresRoute, {
      token: admin.token,
      url: "http://localhost/api/email-failures?page=1&per_page=5",
    });
    expect(listed.status).toBe(200);
    expect(listed.body.meta).toMatchObject({ currentPage: 1, perPage: 5, total: 1 });
    expect(listed.body.data[0]).toMatchObject({ toEmail: a.email, status: "failed", attempts: 1 });
    expect((await call(failuresRoute, { token: a.token })).status).toBe(403);
    expect([1, 2, 3].map((n) => backoffMs(n, DEFAULT_RETRY))).toEqual([30_000, 60_000, 120_000]);
  });

  it("'Reenviar': an admin puts a failed e-mail back in the queue, the worker delivers it once; employees get 403", async () => {
    const { admin, a } = await oneFailedInvitation();
    const [failure] = (await call(failuresRoute, { token: admin.token })).body.data;
    const retry = (token: string, id = String(failure.id)) =>
      call(retryRoute, { method: "POST", token, params: { id } });

    expect((await retry(a.token)).status).toBe(403);
    expect((await retry(admin.token, "999999")).status).toBe(404);
    const queued = await retry(admin.token);
    expect(queued).toMatchObject({ status: 200, body: { id: failure.id, status: "pending" } });
    expect((await call(failuresRoute, { token: admin.token })).body.meta.total).toBe(0);
    expect(await drain()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages.map((m) => m.subject)).toEqual([failure.subject]);
    // Sent now: nothing to send again.
    expect((await retry(admin.token)).status).toBe(409);
  });

  it("a user who opted out of meeting e-mails gets none (the in-app notification still comes)", async () => {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE");
    const b = await createUser("EMPLOYEE");
    await setEmailPreferences(b.actor, { finance: true, meetings: false, content: true });
    await createMeeting(admin.actor, meeting([a.id, b.id]));
    await drain();
    expect(smtp.messages.map((m) => m.to && "value" in m.to && m.to.value[0].address)).toEqual([
      a.email,
    ]);
  });

  it("two workers draining at once never send one row twice", async () => {
    const admin = await createUser("ADMIN");
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser("EMPLOYEE")));
    await createMeeting(admin.actor, meeting(people.map((p) => p.id)));
    await createMeeting(admin.actor, meeting(people.map((p) => p.id)));
    const small = (n: number) => deliverEmails({ ...worker(), batch: n });
    const passes = await Promise.all([small(3), small(3), small(5), small(5)]);
    let total = passes.reduce((sum, p) => sum + p.sent, 0);
    while (total < 24) {
      const more = await Promise.all([small(4), small(4)]);
      const sent = more.reduce((sum, p) => sum + p.sent, 0);
      if (!sent) break;
      total += sent;
    }
    expect(total).toBe(24);
    expect(smtp.messages).toHaveLength(24);
    const ids = new Set(
      smtp.messages.map(
        (m) => `${m.to && "value" in m.to && m.to.value[0].address}|${invite(m).event.uid}`,
      ),
    );
    expect(ids.size).toBe(24);
    const rows = await (
      await getDb()
    )
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toEmail,
          people.map((p) => p.email),
        ),
      );
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});

describe("a worker told to stop (graceful shutdown)", () => {
  afterAll(() => {
    globalThis.__membrosPollers = undefined;
  });

  it("finishes the message it is sending and hands the rest back, due at once and not counted as tried", async () => {
    const admin = await createUser("ADMIN");
    const people = [await createUser(), await createUser(), await createUser()];
    await createMeeting(admin.actor, meeting(people.map((p) => p.id)));
    const transport = createTransport(smtp.url);
    const outcome = await drainOnce(await getDb(), emailOutbox, async (row) => {
      // The stop arrives while the first message is on its way.
      void stopAllPolling();
      await sendOutboxRow(transport, FROM, row);
    });
    expect(outcome).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    const rows = await (
      await getDb()
    )
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toEmail,
          people.map((p) => p.email),
        ),
      )
      .orderBy(emailOutbox.id);
    expect(rows).toEqual([
      { status: "sent", attempts: 1 },
      { status: "pending", attempts: 0 },
      { status: "pending", attempts: 0 },
    ]);

    // Another worker (after the restart) delivers the two handed back, once each.
    globalThis.__membrosPollers = undefined;
    await drain();
    expect(smtp.messages).toHaveLength(3);
    expect(new Set(smtp.messages.map((m) => m.to && "text" in m.to && m.to.text)).size).toBe(3);
  });
});
