import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { authConfig } from "./auth.config";
import { listUrlWithPaging } from "./lib/client/list-pages";

const { auth } = NextAuth(authConfig);

const AREA_PROFILE: Record<string, string> = { admin: "ADMIN", collaborator: "EMPLOYEE" };

/**
 * Early redirect only: /admin/* is for ADMIN, /collaborator/* for EMPLOYEE, everyone else goes
 * to "/". The layouts check again on the server and the services decide every call.
 */
const guard = auth((request) => {
  const area = request.nextUrl.pathname.split("/")[1];
  const profile = (request.auth?.user as { profile?: string } | undefined)?.profile;
  if (profile !== AREA_PROFILE[area]) return NextResponse.redirect(new URL("/", request.nextUrl));
  return NextResponse.next();
});

export default async function proxy(request: NextRequest) {
  const response = (await guard(request, { params: Promise.resolve({}) })) ?? NextResponse.next();
  // Auth.js re-sends the session cookie on every request it guards. A link prefetch answered
  // after a logout would then sign the user back in, so the proxy only reads the session; it
  // lasts SESSION_MAX_AGE_SECONDS from sign-in.
  response.headers.delete("set-cookie");
  return response.headers.has("location") ? response : (completeListPaging(request) ?? response);
}

/** A list screen without page/per_page: 307 to the same URL with them, before any rendering. */
function completeListPaging(request: NextRequest): NextResponse | null {
  const completed = listUrlWithPaging(request.nextUrl);
  return completed ? NextResponse.redirect(completed, 307) : null;
}

export const config = { matcher: ["/admin/:path*", "/collaborator/:path*"] };
