import type { z } from "zod";
import { badRequest } from "./errors";

/** Zod issues as `{ field: [messages] }`, the shape of the API's `errors` and of form errors. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses or throws a 400 carrying the schema's pt-BR messages. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest("Dados inválidos", fieldErrors(result.error));
  return result.data;
}

/** A positive integer id from a path segment; anything else is simply not found. */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return -1;
  return id;
}
