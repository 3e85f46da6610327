import { signInForApi } from "@/lib/services/auth";
import { deviceCookieOptions, signInClient } from "@/lib/server/client-address";
import { publicRoute, readJson } from "@/lib/server/route";
import { z } from "zod";

/** POST /api/auth {email, password} → {token, profile, user}, and the client's device cookie. */
export const POST = publicRoute(async (request) => {
  const { body, deviceCookie } = await signInForApi(
    await readJson(request, z.unknown()),
    signInClient(request.headers),
  );
  const response = Response.json(body);
  const { httpOnly, sameSite, path, secure, maxAge } = deviceCookieOptions(
    new URL(request.url).protocol === "https:",
    deviceCookie.maxAge,
  );
  response.headers.append(
    "set-cookie",
    `${deviceCookie.name}=${deviceCookie.value}; Path=${path}; Max-Age=${maxAge}; SameSite=${sameSite}${httpOnly ? "; HttpOnly" : ""}${secure ? "; Secure" : ""}`,
  );
  return response;
});
