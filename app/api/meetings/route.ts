import { apiRoute, queryOf, readJson } from "@/lib/server/route";
import { createMeeting, listMeetings } from "@/lib/services/meetings";
import { z } from "zod";

/** `GET /api/meetings?page&per_page&sort&order&title&date&status` (ADMIN). */
export const GET = apiRoute(async ({ request, actor }) => listMeetings(actor, queryOf(request)));

/**
 * `POST /api/meetings` {title, description, link, meetingDate, users} (ADMIN) → 201
 * `{ success, id }`.
 */
export const POST = apiRoute(
  async ({ request, actor }) => {
    const { id } = await createMeeting(actor, await readJson(request, z.unknown()));
    return { success: true, id };
  },
  { status: 201 },
);
