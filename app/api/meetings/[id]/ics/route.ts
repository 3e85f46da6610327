import { apiRoute, parseId } from "@/lib/server/route";
import { meetingIcs } from "@/lib/services/meetings";

/** `GET /api/meetings/{id}/ics`: the meeting as `.ics`, for an admin or one of its attendees. */
export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => {
  const id = parseId(params.id);
  return new Response(await meetingIcs(actor, id), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="reuniao-${id}.ics"`,
    },
  });
});
