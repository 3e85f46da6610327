import "server-only";
import type { z } from "zod";
import type { Actor } from "@/lib/core/actor";
import { requestActor } from "./actor";
import { AppError, badRequest } from "@/lib/core/errors";
import { parseId, parseWith } from "@/lib/core/input";

type Params = Record<string, string>;
type Context<P extends Params> = { params: Promise<P> };

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return Response.json(
      error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
      { status: error.status },
    );
  }
  console.error(error);
  return Response.json({ message: "Erro interno. Tente novamente mais tarde." }, { status: 500 });
}

const toResponse = (result: unknown, status: number) =>
  result instanceof Response ? result : Response.json(result ?? { success: true }, { status });

/** A route handler for signed-in callers: actor resolved, errors mapped to the envelope. */
export function apiRoute<P extends Params = Params>(
  handler: (ctx: { request: Request; actor: Actor; params: P }) => Promise<unknown>,
  options: { status?: number } = {},
) {
  return async (request: Request, context: Context<P>): Promise<Response> => {
    try {
      const actor = await requestActor(request);
      const params = ((await context?.params) ?? {}) as P;
      return toResponse(await handler({ request, actor, params }), options.status ?? 200);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A route handler anyone may call (sign-in). */
export function publicRoute(handler: (request: Request) => Promise<unknown>, options: { status?: number } = {}) {
  return async (request: Request): Promise<Response> => {
    try {
      return toResponse(await handler(request), options.status ?? 200);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** The JSON body, parsed by `schema`; malformed JSON is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await request.json();
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
