import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/core/session";
import { sessionCookieClaims } from "@/lib/core/session-cookie";
import { prepareSecurity, refuseForeignServerAction } from "@/lib/server/security-headers";
import { listUrlWithPaging } from "./lib/client/list-pages";

const AREA_PROFILE: Record<string, string> = { admin: "ADMIN", collaborator: "EMPLOYEE" };

/**
 * Early redirect only: /admin/* is for ADMIN, /collaborator/* for EMPLOYEE, everyone else goes
 * to "/". The layouts check again on the server (and the session row), the services decide
 * every call. The cookie is only read here, never re-sent: a prefetch answered after a logout
 * must not sign the user back in.
 */
async function areaRedirect(request: NextRequest): Promise<Response | null> {
  const area = request.nextUrl.pathname.split("/")[1];
  if (!(area in AREA_PROFILE)) return null;
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  const profile = cookie ? (await sessionCookieClaims(cookie))?.profile : undefined;
  return profile === AREA_PROFILE[area]
    ? null
    : NextResponse.redirect(new URL("/", request.nextUrl));
}

/** A list screen without page/per_page: 307 to the same URL with them, before any rendering. */
function completeListPaging(request: NextRequest): NextResponse | null {
  const completed = listUrlWithPaging(request.nextUrl);
  return completed ? NextResponse.redirect(completed, 307) : null;
}

export default async function proxy(request: NextRequest) {
  const security = prepareSecurity(request);
  const refused = refuseForeignServerAction(request);
  if (refused) return security.apply(refused);
  const redirect = (await areaRedirect(request)) ?? completeListPaging(request);
  return security.apply(
    redirect ?? NextResponse.next({ request: { headers: security.requestHeaders } }),
  );
}

// Every page and public file, and of /api only PROXIED_API (lib/server/security-policy.ts, spelt
// out again here):
// Next's hashed build assets and the API's data routes are left out. An API call paid more for
// the proxy than for its own query; its headers come from next.config.ts and lib/server/route.ts
// (docs/decisions/0087). A literal: Next reads the matcher at build time.
export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|api/(?!docs(?:/|$)|auth/)).*)"],
};
