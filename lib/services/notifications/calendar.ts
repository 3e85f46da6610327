import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { agendasOf } from "@/lib/services/meetings/agenda";
import { getDb } from "@/db";
import { meetings, meetingUsers, notificationCalendarFeeds } from "@/db/schema";
import { requireSignedIn, type Actor } from "@/lib/core/actor";
import { appUrl } from "@/lib/core/env";
import { notFound } from "@/lib/core/errors";
import { seriesCalendar } from "@/lib/services/meetings/series-calendar";
import { publishedIcs } from "./ics";

const FEED_PAST_DAYS = 90;
const newToken = () => randomBytes(24).toString("base64url");
const feedUrl = (token: string) => `${appUrl()}/api/calendar/${token}.ics`;

/** The actor's secret feed URL, created on first request. */
export async function calendarFeedUrl(actor: Actor): Promise<string> {
  requireSignedIn(actor);
  const db = await getDb();
  await db
    .insert(notificationCalendarFeeds)
    .values({ userId: actor.id, token: newToken() })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(notificationCalendarFeeds)
    .where(eq(notificationCalendarFeeds.userId, actor.id));
  return feedUrl(row.token);
}

/** 'Gerar novo link': a new secret; the old URL answers 404 from now on. */
export async function regenerateCalendarFeed(actor: Actor): Promise<string> {
  requireSignedIn(actor);
  const db = await getDb();
  const token = newToken();
  await db
    .insert(notificationCalendarFeeds)
    .values({ userId: actor.id, token })
    .onConflictDoUpdate({
      target: notificationCalendarFeeds.userId,
      set: { token, createdAt: sql`now()` },
    });
  return feedUrl(token);
}

/**
 * `GET /api/calendar/{token}.ics`: the owner's meetings, upcoming and of the last 90 days. The
 * token is the credential; an unknown or replaced one is a bare 404.
 */
export async function calendarFeed(tokenWithSuffix: string): Promise<string> {
  const token = tokenWithSuffix.endsWith(".ics") ? tokenWithSuffix.slice(0, -4) : "";
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw notFound("Não encontrado");
  const db = await getDb();
  const [feed] = await db
    .select()
    .from(notificationCalendarFeeds)
    .where(eq(notificationCalendarFeeds.token, token));
  if (!feed) throw notFound("Não encontrado");
  const rows = await db
    .select({ meeting: meetings })
    .from(meetings)
    .innerJoin(
      meetingUsers,
      and(eq(meetingUsers.meetingId, meetings.id), eq(meetingUsers.userId, feed.userId)),
    )
    .where(gte(meetings.date, sql`now() - ${FEED_PAST_DAYS} * interval '1 day'`))
    .orderBy(asc(meetings.date));
  const agendas = await agendasOf(
    db,
    rows.map((r) => r.meeting.id),
  );
  // Occurrences of a series go as the series (one UID, as their invitations), not one by one.
  const seriesIds = [...new Set(rows.flatMap((r) => r.meeting.seriesId ?? []))];
  const series = await Promise.all(
    seriesIds.map(async (id) => (await seriesCalendar(db, id)).forUser(feed.userId)),
  );
  return publishedIcs(
    "Membros: reuniões",
    rows
      .filter((r) => r.meeting.seriesId === null)
      .map((r) => ({ ...r.meeting, agenda: agendas.get(r.meeting.id) })),
    series,
  );
}
