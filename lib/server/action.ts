import "server-only";
import type { Actor } from "@/lib/core/actor";
import { sessionActor } from "./actor";
import { headers } from "next/headers";
import { AppError, unauthorized } from "@/lib/core/errors";
import { logUnexpected } from "./route";
import { requireSecondFactorDone } from "@/lib/services/two-factor-policy";

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      errors?: Record<string, string[]>;
      /** Machine-readable cause, when the service gave one (e.g. "two_factor_required"). */
      reason?: string;
    };

/**
 * Runs a server action as the signed-in user. Failures come back as data the form can show
 * (field errors, a toast, a 401 that sends the user to "/"), never as a thrown error page. A
 * session that still owes the organisation's second factor gets a 403, except for the actions
 * marked `beforeSecondFactor` (those of the /two-factor page).
 */
export async function runAction<T>(
  fn: (actor: Actor) => Promise<T>,
  options: { beforeSecondFactor?: boolean } = {},
): Promise<ActionResult<T>> {
  return runPublicAction(async () => {
    const actor = await sessionActor();
    if (!actor) throw unauthorized();
    if (!options.beforeSecondFactor) await requireSecondFactorDone(actor);
    return fn(actor);
  });
}

/** Runs a server action anyone may call (sign-in, self-registration), with the same results. */
export async function runPublicAction<T>(fn: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await fn() };
  } catch (error) {
    if (error instanceof AppError) {
      const reason = error.extra?.reason;
      return {
        ok: false,
        status: error.status,
        message: error.message,
        errors: error.errors,
        ...(typeof reason === "string" ? { reason } : {}),
      };
    }
    const requestId = await headers()
      .then((h) => h.get("x-request-id") ?? undefined)
      .catch(() => undefined);
    logUnexpected(error, requestId);
    return { ok: false, status: 500, message: "Erro inesperado. Tente novamente." };
  }
}
