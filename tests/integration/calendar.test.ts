import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { GET as feedRoute } from "@/app/api/calendar/[token]/route";
import { GET as meetingIcsRoute } from "@/app/api/meetings/[id]/ics/route";
import { createMeeting, updateMeeting } from "@/lib/services/meetings";
import { calendarFeedUrl, regenerateCalendarFeed } from "@/lib/services/notifications/calendar";
import { meetingUid } from "@/lib/services/notifications/ics";
import { call, createUser } from "../support/factory";

type Handler = Parameters<typeof call>[0];
const h = (handler: unknown) => handler as Handler;
const year = new Date().getUTCFullYear();
const meeting = (title: string, date: string, users: number[]) => ({
  title,
  description: "Pauta",
  link: "https://meet.example.com/x",
  meetingDate: date,
  users,
});
const tokenOf = (url: string) => url.split("/").pop()!;
const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");

describe("calendar feed GET /api/calendar/{token}.ics", () => {
  it("lists only the user's meetings, upcoming and of the last 90 days, and parses", async () => {
    const admin = await createUser("ADMIN");
    const me = await createUser("EMPLOYEE");
    const other = await createUser("EMPLOYEE");
    const mine = await createMeeting(
      admin.actor,
      meeting("Minha reunião", `${year + 1}-02-01T12:00:00.000Z`, [me.id]),
    );
    const recent = await createMeeting(
      admin.actor,
      meeting("Semana passada", new Date(Date.now() - 7 * 86400_000).toISOString(), [
        me.id,
        other.id,
      ]),
    );
    await createMeeting(
      admin.actor,
      meeting("Antiga", new Date(Date.now() - 200 * 86400_000).toISOString(), [me.id]),
    );
    await createMeeting(
      admin.actor,
      meeting("Dos outros", `${year + 1}-02-02T12:00:00.000Z`, [other.id]),
    );

    const url = await calendarFeedUrl(me.actor);
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(await calendarFeedUrl(me.actor)).toBe(url);
    const response = await call(h(feedRoute), { params: { token: tokenOf(url) } });
    expect(response.status).toBe(200);
    expect(response.response.headers.get("content-type")).toContain("text/calendar");
    const found = events(response.body);
    expect(found.map((e) => e.summary).sort()).toEqual(["Minha reunião", "Semana passada"]);
    expect(found.find((e) => e.summary === "Minha reunião")).toMatchObject({
      uid: meetingUid(mine.id),
    });
    expect(found.find((e) => e.uid === meetingUid(recent.id))).toBeTruthy();
  });

  it("'gerar novo link' invalidates the old one; unknown tokens are a bare 404", async () => {
    const me = await createUser("EMPLOYEE");
    const old = await calendarFeedUrl(me.actor);
    const fresh = await regenerateCalendarFeed(me.actor);
    expect(fresh).not.toBe(old);
    const gone = await call(h(feedRoute), { params: { token: tokenOf(old) } });
    expect(gone.status).toBe(404);
    expect(gone.body).toBe("");
    expect((await call(h(feedRoute), { params: { token: tokenOf(fresh) } })).status).toBe(200);
    for (const token of ["nada.ics", tokenOf(fresh).replace(".ics", ""), "x".repeat(32) + ".ics"]) {
      const r = await call(h(feedRoute), { params: { token } });
      expect([r.status, r.body]).toEqual([404, ""]);
    }
  });
});

describe("GET /api/meetings/{id}/ics", () => {
  it("an attendee and an admin get it; another employee gets 404; SEQUENCE follows the changes", async () => {
    const admin = await createUser("ADMIN");
    const me = await createUser("EMPLOYEE");
    const stranger = await createUser("EMPLOYEE");
    const { id } = await createMeeting(
      admin.actor,
      meeting("Com convite", `${year + 1}-03-03T12:00:00.000Z`, [me.id]),
    );
    const params = { id: String(id) };
    const before = await call(h(meetingIcsRoute), { token: me.token, params });
    expect(before.status).toBe(200);
    const [event] = events(before.body);
    expect(event).toMatchObject({
      uid: meetingUid(id),
      summary: "Com convite",
      location: "https://meet.example.com/x",
    });
    expect(event.start.toISOString()).toBe(`${year + 1}-03-03T12:00:00.000Z`);
    await updateMeeting(admin.actor, id, { title: "Com convite (nova hora)" });
    const after = await call(h(meetingIcsRoute), { token: admin.token, params });
    expect(Number(events(after.body)[0].sequence)).toBe(Number(event.sequence) + 1);
    expect((await call(h(meetingIcsRoute), { token: stranger.token, params })).status).toBe(404);
    expect((await call(h(meetingIcsRoute), { params })).status).toBe(401);
  });
});
