import { apiRoute } from "@/lib/server/route";
import { passkeyRegistrationOptions } from "@/lib/services/passkeys";

/** `POST /api/account/passkeys/registration-options`: what the browser needs to make a passkey. */
export const POST = apiRoute(async ({ actor }) => passkeyRegistrationOptions(actor));
