import "server-only";
import { cookies, headers } from "next/headers";
import { noteActor } from "./observe/requests";
// Registers how a page or server action finds its client for the audit log.
import "./request-client";
import { cache } from "react";
import type { Actor } from "@/lib/core/actor";
import { SESSION_COOKIE } from "@/lib/core/session";
import { actorFromCredential, actorFromSessionCookie } from "@/lib/services/session";

/**
 * The actor of a server component or server action, from the Auth.js session cookie. Cached per
 * request, so a layout and its page load the user once. The cookie is decoded directly (what
 * `auth()` would do, without building an Auth.js request per render; decision 0025).
 */
export const sessionActor = cache(async (): Promise<Actor | null> => {
  const actor = await actorFromSessionCookie((await cookies()).get(SESSION_COOKIE)?.value);
  // The request log names who asked (the proxy gave the request its id).
  if (actor) noteActor((await headers()).get("x-request-id"), actor.id);
  return actor;
});

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const equalsAt = part.indexOf("=");
    if (equalsAt > 0 && part.slice(0, equalsAt).trim() === name)
      return decodeURIComponent(part.slice(equalsAt + 1).trim());
  }
  return null;
}

/** The actor of an API request: the adapter passes the credential, the service decides. */
export function requestActor(request: Request): Promise<Actor> {
  const header = request.headers.get("authorization");
  return actorFromCredential({
    bearer: header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : null,
    sessionCookie: cookieValue(request.headers.get("cookie"), SESSION_COOKIE),
  });
}
