import { apiRoute, parseId } from "@/lib/server/route";
import { meetingMinutesPdf, minutesFilename } from "@/lib/services/meetings/minutes";

/** `GET /api/meetings/{id}/minutes.pdf`: the minutes (ata) of a finished meeting, for an admin or an invitee. */
export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => {
  const id = parseId(params.id);
  const pdf = await meetingMinutesPdf(actor, id);
  return new Response(Buffer.from(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${minutesFilename(id)}"`,
      "cache-control": "private, no-store",
    },
  });
});
