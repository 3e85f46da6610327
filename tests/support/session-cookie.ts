import { encode } from "next-auth/jwt";
import { SESSION_COOKIE } from "@/lib/core/session";
import { openSession } from "@/lib/services/session";
import type { TestUser } from "./factory";

/** A browser session cookie as Auth.js writes it, backed by a real session row. */
export async function browserCookie(
  user: TestUser,
  options: { twoFactor?: boolean } = {},
): Promise<string> {
  const sid = await openSession(user.id, "browser", options);
  const token = await encode({
    token: { uid: String(user.id), ver: 0, sid, profile: user.actor.profile },
    secret: process.env.AUTH_SECRET!,
    salt: SESSION_COOKIE,
  });
  return `${SESSION_COOKIE}=${token}`;
}
