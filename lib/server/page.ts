import "server-only";
import { notFound, redirect } from "next/navigation";
import type { Actor } from "@/lib/core/actor";
import { sessionActor } from "./actor";
import { AppError } from "@/lib/core/errors";
import { idOrNull, type Id } from "@/lib/core/input";
import { cache } from "react";
import { SECOND_FACTOR_PATH, secondFactorPending } from "@/lib/services/two-factor-policy";

/** Whether this request's actor still owes the organisation's second factor; once per request. */
const pendingSecondFactor = cache((actor: Actor) => secondFactorPending(actor));

/**
 * The signed-in actor of a page, or a redirect to "/". A person who must still confirm the
 * second factor the organisation requires goes to /two-factor first: the area layouts call this
 * too, so a page that does not is covered by its layout.
 */
export async function pageActor(): Promise<Actor> {
  const actor = await sessionActor();
  if (!actor) redirect("/");
  if (await pendingSecondFactor(actor)) redirect(SECOND_FACTOR_PATH);
  return actor;
}

/** Awaits a service call for a page: a 404 or 403 from the service becomes the not-found page. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.status === 404 || error.status === 403 || error.status === 400)
    )
      notFound();
    throw error;
  }
}

/** A path segment's id for a page: garbage shows the not-found page, like a missing record. */
export function pageId(value: string | undefined): Id {
  return idOrNull(value) ?? notFound();
}
