import { signInForApi } from "@/lib/services/auth";
import { clientAddress } from "@/lib/server/client-address";
import { publicRoute, readJson } from "@/lib/server/route";
import { z } from "zod";

/** POST /api/auth {email, password} → {token, profile, user}. */
export const POST = publicRoute(async (request) =>
  signInForApi(await readJson(request, z.unknown()), clientAddress(request.headers)),
);
