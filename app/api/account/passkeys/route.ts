import { z } from "zod";
import { apiRoute, readJson } from "@/lib/server/route";
import { listOwnPasskeys, registerPasskey } from "@/lib/services/passkeys";

/** `GET /api/account/passkeys`: the caller's own passkeys (name, created, last use). */
export const GET = apiRoute(async ({ actor }) => ({ data: await listOwnPasskeys(actor) }));

/**
 * `POST /api/account/passkeys` {name, response}: checks the browser's answer to the registration
 * options and keeps the passkey.
 */
export const POST = apiRoute(
  async ({ actor, request }) => registerPasskey(actor, await readJson(request, z.unknown())),
  { status: 201 },
);
