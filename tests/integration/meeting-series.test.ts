import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PATCH as cancelRoute } from "@/app/api/meetings/[id]/cancel/route";
import { PATCH as updateRoute } from "@/app/api/meetings/[id]/route";
import { POST as createRoute } from "@/app/api/meetings/route";
import { getDb } from "@/db";
import { emailOutbox, meetings } from "@/db/schema";
import { formatDateTime } from "@/lib/format";
import { occurrenceDates } from "@/lib/recurrence";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings";
import { createTransport, deliverEmails } from "@/lib/services/notifications/mailer";
import ical from "node-ical";
import { meetingIcs } from "@/lib/services/meetings";
import { calendarFeed, calendarFeedUrl } from "@/lib/services/notifications/calendar";
import { meetingUid, seriesUid } from "@/lib/services/notifications/ics";
import { call, createUser, type TestUser } from "../support/factory";
import { eventsOf, parsedInvite, recipientOf } from "../support/meeting-mail";
import { mailServerForFile } from "../support/smtp";

const FROM = "Membros <avisos@membros.dev>";
const year = new Date().getUTCFullYear() + 1;
let admin: TestUser;
let ana: TestUser;
const mail = mailServerForFile(FROM);

beforeAll(async () => {
  admin = await createUser("ADMIN");
  ana = await createUser("EMPLOYEE", { firstName: "Ana" });
});
beforeEach(async () => {
  await (await getDb()).update(emailOutbox).set({ status: "sent" });
  mail.smtp.messages.length = 0;
});

const deliver = () => deliverEmails({ transport: createTransport(mail.smtp.url), from: FROM });
const body = (recurrence: unknown, meetingDate = `${year}-03-04T22:00:00.000Z`) => ({
  title: "Reunião semanal",
  description: "Acompanhamento",
  link: "https://meet.example.com/semanal",
  meetingDate,
  users: [ana.id],
  recurrence,
});
const create = (recurrence: unknown, meetingDate?: string) =>
  call(createRoute, { method: "POST", token: admin.token, body: body(recurrence, meetingDate) });
const occurrencesOf = async (seriesId: number) =>
  (await (await getDb()).select().from(meetings).where(eq(meetings.seriesId, seriesId))).sort(
    (a, b) => a.occurrenceIndex! - b.occurrenceIndex!,
  );
/** The one invitation Ana got since the last delivery. */
async function anasInvite() {
  await deliver();
  const mine = mail.smtp.messages.filter((m) => recipientOf(m) === ana.email);
  expect(mine).toHaveLength(1);
  mail.smtp.messages.length = 0;
  return parsedInvite(mine[0]);
}

describe("recurring meetings", () => {
  it("a weekly series of 4: four meetings, one invitation with the RRULE; one occurrence edited alone, then the rest cancelled from the third on", async () => {
    const created = await create({ frequency: "WEEKLY", count: 4 });
    expect(created.status).toBe(201);
    const [first] = await (
      await getDb()
    )
      .select()
      .from(meetings)
      .where(eq(meetings.id, created.body.id));
    const series = await occurrencesOf(first.seriesId!);
    expect(series.map((m) => formatDateTime(m.date, MEETING_TIME_ZONE))).toEqual([
      `04/03/${year} 19:00`,
      `11/03/${year} 19:00`,
      `18/03/${year} 19:00`,
      `25/03/${year} 19:00`,
    ]);

    // One message for the whole series, whose RRULE expands to the four meetings.
    const invite = await anasInvite();
    expect(invite.method).toBe("REQUEST");
    const [master] = eventsOf(invite.calendar);
    expect(master.uid).toBe(seriesUid(first.seriesId!));
    expect((master.start as { tz?: string }).tz).toBe("America/Sao_Paulo");
    const expanded = master.rrule!.between(
      new Date(`${year}-01-01`),
      new Date(`${year + 1}-01-01`),
    );
    expect(expanded.map((d) => d.toISOString())).toEqual(series.map((m) => m.date.toISOString()));

    // The second occurrence alone: new title and an hour later.
    const second = series[1];
    const later = new Date(second.date.getTime() + 3600_000).toISOString();
    const edited = await call(updateRoute, {
      method: "PATCH",
      token: admin.token,
      url: `http://localhost/api/meetings/${second.id}`,
      params: { id: String(second.id) },
      body: { title: "Reunião semanal (extra)", meetingDate: later },
    });
    expect(edited.status).toBe(200);
    const after = await occurrencesOf(first.seriesId!);
    expect(after.map((m) => m.title)).toEqual([
      "Reunião semanal",
      "Reunião semanal (extra)",
      "Reunião semanal",
      "Reunião semanal",
    ]);
    const update = await anasInvite();
    const [master2] = eventsOf(update.calendar).filter((e) => !e.recurrenceid);
    expect(Number(master2.sequence)).toBeGreaterThan(Number(master.sequence));
    const override = Object.values(master2.recurrences ?? {})[0] as typeof master;
    expect(override.summary).toBe("Reunião semanal (extra)");
    expect(override.start.toISOString()).toBe(later);
    expect(new Date(override.recurrenceid!).toISOString()).toBe(second.date.toISOString());

    // From the third on: cancelled; the first two stay.
    const third = after[2];
    const cancelled = await call(cancelRoute, {
      method: "PATCH",
      token: admin.token,
      url: `http://localhost/api/meetings/${third.id}/cancel?scope=following`,
      params: { id: String(third.id) },
    });
    expect(cancelled.status).toBe(200);
    expect((await occurrencesOf(first.seriesId!)).map((m) => m.status)).toEqual([
      "PENDING",
      "PENDING",
      "CANCELED",
      "CANCELED",
    ]);
    const cancel = await anasInvite();
    expect(cancel.method).toBe("REQUEST");
    const [master3] = eventsOf(cancel.calendar).filter((e) => !e.recurrenceid);
    expect(Number(master3.sequence)).toBeGreaterThan(Number(master2.sequence));
    // node-ical files each date under two keys.
    const excluded = [
      ...new Set(Object.values(master3.exdate ?? {}).map((d) => new Date(d).toISOString())),
    ];
    expect(excluded.sort()).toEqual([after[2].date.toISOString(), after[3].date.toISOString()]);
  });

  it("'this and the following' edit moves the later occurrences by the same amount, in one message", async () => {
    const created = await create({ frequency: "WEEKLY", count: 3 });
    const [first] = await (
      await getDb()
    )
      .select()
      .from(meetings)
      .where(eq(meetings.id, created.body.id));
    await anasInvite();
    const before = await occurrencesOf(first.seriesId!);
    const moved = await call(updateRoute, {
      method: "PATCH",
      token: admin.token,
      url: `http://localhost/api/meetings/${before[1].id}?scope=following`,
      params: { id: String(before[1].id) },
      body: { meetingDate: new Date(before[1].date.getTime() + 30 * 60_000).toISOString() },
    });
    expect(moved.status).toBe(200);
    const after = await occurrencesOf(first.seriesId!);
    expect(after.map((m) => m.date.getTime() - before[after.indexOf(m)].date.getTime())).toEqual([
      0,
      30 * 60_000,
      30 * 60_000,
    ]);
    const update = await anasInvite();
    const [master] = eventsOf(update.calendar).filter((e) => !e.recurrenceid);
    expect(new Set(Object.values(master.recurrences ?? {})).size).toBe(2);
  });

  it("the calendar feed and the .ics download hold a series as one recurring event", async () => {
    const created = await create({ frequency: "WEEKLY", count: 2 });
    const [first] = await (
      await getDb()
    )
      .select()
      .from(meetings)
      .where(eq(meetings.id, created.body.id));
    const url = await calendarFeedUrl(ana.actor);
    const feed = ical.sync.parseICS(await calendarFeed(url.split("/").pop()!));
    const events = eventsOf(feed).filter((e) => e.uid === seriesUid(first.seriesId!));
    expect(events).toHaveLength(1);
    expect(events[0].rrule!.all()).toHaveLength(2);
    expect(eventsOf(feed).some((e) => e.uid === meetingUid(first.id))).toBe(false);
    const download = ical.sync.parseICS(await meetingIcs(ana.actor, first.id));
    expect(eventsOf(download).map((e) => e.uid)).toEqual([seriesUid(first.seriesId!)]);
  });

  it("monthly on the 31st meets on the last day of shorter months, as the RRULE says", async () => {
    const created = await create({ frequency: "MONTHLY", count: 4 }, `${year}-01-31T13:00:00.000Z`);
    expect(created.status).toBe(201);
    const [first] = await (
      await getDb()
    )
      .select()
      .from(meetings)
      .where(eq(meetings.id, created.body.id));
    const series = await occurrencesOf(first.seriesId!);
    const february = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    expect(series.map((m) => formatDateTime(m.date, MEETING_TIME_ZONE))).toEqual([
      `31/01/${year} 10:00`,
      `${february}/02/${year} 10:00`,
      `31/03/${year} 10:00`,
      `30/04/${year} 10:00`,
    ]);
    const [master] = eventsOf((await anasInvite()).calendar);
    const expanded = master.rrule!.between(
      new Date(`${year}-01-01`),
      new Date(`${year + 1}-01-01`),
    );
    expect(expanded.map((d) => d.toISOString())).toEqual(series.map((m) => m.date.toISOString()));
  });

  it("refuses more than 52 occurrences, a bad scope and a series edit of a lone meeting, naming the field; employees get 403", async () => {
    const tooMany = await create({ frequency: "WEEKLY", count: 53 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors["recurrence.count"]).toBeTruthy();
    const tooFar = await create({ frequency: "WEEKLY", until: `${year + 1}-12-31` });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.errors["recurrence.until"]).toEqual([
      "A série pode ter no máximo 52 ocorrências",
    ]);
    const both = await create({ frequency: "WEEKLY", count: 3, until: `${year}-05-01` });
    expect(both.body.errors["recurrence.count"]).toBeTruthy();
    const daily = await create({ frequency: "DAILY", count: 3 });
    expect(daily.body.errors["recurrence.frequency"]).toBeTruthy();
    expect(
      occurrenceDates(
        new Date(`${year}-01-01T12:00:00Z`),
        "WEEKLY",
        { until: `${year}-12-31` },
        "UTC",
      ),
    ).toHaveLength(53);

    const lone = await call(createRoute, { method: "POST", token: admin.token, body: body(null) });
    const id = String(lone.body.id);
    const url = (scope: string) => `http://localhost/api/meetings/${id}/cancel?scope=${scope}`;
    const bad = await call(cancelRoute, {
      method: "PATCH",
      token: admin.token,
      url: url("all"),
      params: { id },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.scope).toBeTruthy();
    const notSeries = await call(cancelRoute, {
      method: "PATCH",
      token: admin.token,
      url: url("following"),
      params: { id },
    });
    expect(notSeries.status).toBe(400);
    expect(notSeries.body.errors.scope).toEqual(["Esta reunião não faz parte de uma série"]);
    const employee = await call(cancelRoute, {
      method: "PATCH",
      token: ana.token,
      url: url("following"),
      params: { id },
    });
    expect(employee.status).toBe(403);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(meetings)
      .where(eq(meetings.id, Number(id)));
    expect(row.status).toBe("PENDING");
  });
});
