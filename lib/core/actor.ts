import { forbidden } from "./errors";

export type ProfileLabel = "ADMIN" | "EXPERT" | "EMPLOYEE";

/** Who is acting: every service function takes one first and decides what it may do. */
export type Actor = {
  id: number;
  profile: ProfileLabel;
  fullName: string;
  email: string;
  /** The session or API token this request came with (user_sessions.id), when there is one. */
  sessionId?: string;
  /** Present only for an API token (lib/core/scopes.ts): the token is limited to these. */
  scopes?: readonly string[];
  /** The API token this request came with (api_tokens.id), when there is one. */
  apiTokenId?: number;
  /** The session was opened, or confirmed since, with a second factor (user_sessions.two_factor). */
  twoFactor?: boolean;
};

export function requireAdmin(actor: Actor): void {
  if (actor.profile !== "ADMIN") throw forbidden();
}

export function requireEmployee(actor: Actor): void {
  if (actor.profile !== "EMPLOYEE") throw forbidden();
}

export function requireSignedIn(actor: Actor): void {
  if (actor.profile !== "ADMIN" && actor.profile !== "EMPLOYEE") throw forbidden();
}
