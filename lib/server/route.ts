import "server-only";
import type { z } from "zod";
import type { Actor } from "@/lib/core/actor";
import { requestActor } from "./actor";
import { isQueryCancelled, withQuerySignal } from "@/db/query-signal";
import { AppError, BusyError, badRequest, payloadTooLarge } from "@/lib/core/errors";
import { announcesMoreThan, isBodyTooLarge, limitedBody } from "./body";
import { parseId, parseWith } from "@/lib/core/input";
import { requireScope, scopeFor } from "@/lib/core/scopes";
import { HSTS, overHttps } from "./security-headers";
import { logger } from "@/lib/core/log";
import { noteActor } from "./observe/requests";
import { requireSecondFactorDone } from "@/lib/services/two-factor-policy";
import { withRequestClient } from "@/lib/core/request-client";
import { requestClientOf } from "./request-client";

type Params = Record<string, string>;
type Context<P extends Params> = { params: Promise<P> };

const requestIds = new WeakMap<Request, string>();

/**
 * This request's id, for the log and the answer (X-Request-Id). The proxy does not run for /api
 * (decision 0087), so it is minted here on first use; a client's own X-Request-Id is never
 * trusted, or a caller could write any id into the log.
 */
export function requestIdOf(request?: Request): string | undefined {
  if (!request) return undefined;
  let id = requestIds.get(request);
  if (!id) requestIds.set(request, (id = crypto.randomUUID()));
  return id;
}

/**
 * The per-request headers of an API answer (next.config.ts sets the fixed ones): its id, and HSTS
 * over HTTPS. A Response with immutable headers (a redirect, a fetched one) is copied first.
 */
export function stamped(request: Request, response: Response): Response {
  let answer = response;
  try {
    answer.headers.set("x-request-id", requestIdOf(request)!);
  } catch {
    answer = new Response(response.body, response);
    answer.headers.set("x-request-id", requestIdOf(request)!);
  }
  if (overHttps(request)) answer.headers.set("strict-transport-security", HSTS);
  return answer;
}

/**
 * An unexpected error, logged once with its stack and the request id the client also sees
 * (X-Request-Id); the answer itself carries neither the stack nor the message.
 */
export function logUnexpected(error: unknown, requestId: string | undefined): void {
  logger.error("erro inesperado", { requestId, error });
}

export function errorResponse(error: unknown, request?: Request): Response {
  const response = errorAnswer(error, request);
  return request ? stamped(request, response) : response;
}

function errorAnswer(error: unknown, request?: Request): Response {
  // A statement that hit statement_timeout (or was cancelled because its client left).
  if (isQueryCancelled(error)) error = new BusyError();
  if (error instanceof BusyError) {
    return Response.json(
      { message: error.message },
      { status: 503, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  if (error instanceof AppError) {
    return Response.json(
      {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      },
      { status: error.status, headers: error.headers },
    );
  }
  const requestId = requestIdOf(request);
  logUnexpected(error, requestId);
  return Response.json(
    { message: "Erro interno. Tente novamente mais tarde.", requestId },
    { status: 500 },
  );
}

const toResponse = (result: unknown, status: number) =>
  result instanceof Response ? result : Response.json(result ?? { success: true }, { status });

/** Runs a route handler's work with the request's query signal and client (audit log). */
export function withRequestScope<T>(request: Request, work: () => Promise<T>): Promise<T> {
  return withRequestClient(requestClientOf(request.headers), () =>
    withQuerySignal(request.signal, work),
  );
}

/**
 * A route handler for signed-in callers: actor resolved, errors mapped to the envelope. A person's
 * session that still owes the second factor the organisation requires answers 403, except on the
 * routes marked `beforeSecondFactor` (logging out).
 */
export function apiRoute<P extends Params = Params>(
  handler: (ctx: { request: Request; actor: Actor; params: P }) => Promise<unknown>,
  options: { status?: number; beforeSecondFactor?: boolean } = {},
) {
  return async (request: Request, context: Context<P>): Promise<Response> => {
    try {
      // The caller hanging up cancels the queries still running for it (db/query-signal.ts); what
      // the handler records in the audit log names this request's client.
      return await withRequestScope(request, async () => {
        const actor = await requestActor(request);
        noteActor(requestIdOf(request), actor.id);
        // An API token acts only within its scopes; the scope comes from method + path (one table).
        requireScope(actor, scopeFor(request.method, new URL(request.url).pathname));
        if (!options.beforeSecondFactor) await requireSecondFactorDone(actor);
        const params = ((await context?.params) ?? {}) as P;
        return stamped(
          request,
          toResponse(await handler({ request, actor, params }), options.status ?? 200),
        );
      });
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

/** A route handler anyone may call (sign-in). */
export function publicRoute(
  handler: (request: Request) => Promise<unknown>,
  options: { status?: number } = {},
) {
  return async (request: Request): Promise<Response> => {
    try {
      return await withRequestClient(requestClientOf(request.headers), async () =>
        stamped(request, toResponse(await handler(request), options.status ?? 200)),
      );
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

/** JSON bodies larger than this are refused with 413 before they are parsed. */
export const MAX_JSON_BYTES = 1024 * 1024;
export const JSON_TOO_LARGE = "O corpo da requisição passa de 1 MB";

/**
 * The JSON body, parsed by `schema`: over 1 MB is a 413 (announced or counted while reading,
 * never parsed), malformed JSON a 400, never a 500.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  /** `optional`: no bytes at all is no body (`undefined` to the schema), not bad JSON. */
  options: { optional?: boolean } = {},
): Promise<z.output<S>> {
  if (announcesMoreThan(request, MAX_JSON_BYTES)) throw payloadTooLarge(JSON_TOO_LARGE);
  let text = "";
  try {
    text = request.body ? await new Response(limitedBody(request.body, MAX_JSON_BYTES)).text() : "";
  } catch (error) {
    if (isBodyTooLarge(error)) throw payloadTooLarge(JSON_TOO_LARGE);
    throw badRequest("JSON inválido");
  }
  let body: unknown;
  if (options.optional && !text.trim()) return parseWith(schema, undefined);
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("JSON inválido");
  }
  return parseWith(schema, body);
}

/**
 * The query string as a record: a key given once is a string, a repeated key an array, so the
 * list schemas refuse `?status=PENDING&status=PAID` (400) instead of silently keeping one.
 */
export function queryOf(request: Request): Record<string, string | string[]> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return query;
}

export { parseId };
