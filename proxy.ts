import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { authConfig } from "./auth.config";

const { auth } = NextAuth(authConfig);

const AREA_PROFILE: Record<string, string> = { admin: "ADMIN", collaborator: "EMPLOYEE" };

/**
 * Early redirect only: /admin/* is for ADMIN, /collaborator/* for EMPLOYEE, everyone else goes
 * to "/". The layouts check again on the server and the services decide every call.
 */
export default auth((request) => {
  const area = request.nextUrl.pathname.split("/")[1];
  const profile = (request.auth?.user as { profile?: string } | undefined)?.profile;
  if (profile !== AREA_PROFILE[area]) return NextResponse.redirect(new URL("/", request.nextUrl));
  return NextResponse.next();
});

export const config = { matcher: ["/admin/:path*", "/collaborator/:path*"] };
