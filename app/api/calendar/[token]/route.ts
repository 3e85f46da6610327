import { AppError } from "@/lib/core/errors";
import { errorResponse, stamped } from "@/lib/server/route";
import { calendarFeed } from "@/lib/services/notifications/calendar";

/**
 * `GET /api/calendar/{token}.ics`: a user's secret meeting feed. The token is the credential
 * (calendar apps send no cookie); an unknown or replaced token is a 404 with no body.
 */
export async function GET(
  request: Request,
  context: { params: Promise<{ token: string }> },
): Promise<Response> {
  try {
    const body = await calendarFeed((await context.params).token);
    return stamped(
      request,
      new Response(body, {
        headers: {
          "content-type": "text/calendar; charset=utf-8",
          "cache-control": "private, max-age=300",
        },
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      return stamped(request, new Response(null, { status: 404 }));
    return errorResponse(error, request);
  }
}
