import { apiRoute, parseId } from "@/lib/server/route";
import { retryEmail } from "@/lib/services/notifications/failures";

/** `POST /api/email-failures/{id}/retry` (ADMIN): 'Reenviar' — the message is due again at once. */
export const POST = apiRoute<{ id: string }>(async ({ actor, params }) =>
  retryEmail(actor, parseId(params.id)),
);
