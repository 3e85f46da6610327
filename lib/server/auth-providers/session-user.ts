import type { AuthenticatedUser } from "@/lib/services/auth";

/**
 * What a Credentials provider's `authorize` hands Auth.js for a signed-in person: the claims the
 * jwt callback (auth.config.ts) copies into the cookie, with the server-side session row's id.
 */
export const sessionUser = (
  user: Pick<
    AuthenticatedUser,
    "id" | "firstName" | "lastName" | "email" | "profile" | "tokenVersion"
  >,
  sid: string,
) => ({
  id: String(user.id),
  name: `${user.firstName} ${user.lastName}`,
  email: user.email,
  profile: user.profile,
  ver: user.tokenVersion,
  sid,
});
