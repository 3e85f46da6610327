import type { z } from "zod";
import "@/lib/validation/locale";
import { badRequest, notFound } from "./errors";

/** Zod issues as `{ field: [messages] }`, the shape of the API's `errors` and of form errors. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export const CONTROL_CHARACTER = "Contém caracteres de controle não permitidos";

// NUL and the other C0/C1 control characters; tab, line feed and carriage return are text.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The path ("a.b.0") of the first string holding a control character, or null. */
export function controlCharacterPath(
  value: unknown,
  path: string[] = [],
  depth = 0,
): string | null {
  if (typeof value === "string") return CONTROL.test(value) ? path.join(".") || "_" : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, "_"].join(".");
    const found = controlCharacterPath(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const hasControlCharacters = (value: unknown) => controlCharacterPath(value) !== null;

/**
 * Parses or throws a 400 carrying the schema's pt-BR messages. Control characters (a NUL
 * byte PostgreSQL would refuse with a 500) are refused first, naming the field.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const bad = controlCharacterPath(value);
  if (bad) throw badRequest("Dados inválidos", { [bad]: [CONTROL_CHARACTER] });
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest("Dados inválidos", fieldErrors(result.error));
  return result.data;
}

/** A row id: a positive 32-bit integer that came through `parseId`, never a sentinel. */
export type Id = number & { readonly __brand: "Id" };

const isId = (value: number): value is Id =>
  Number.isSafeInteger(value) && value >= 1 && value <= 2_147_483_647;

/** A row id from a path segment, a query or a client, or null when it cannot be one. */
export function idOrNull(value: string | number | undefined): Id | null {
  const id =
    typeof value === "number" ? value : /^\d{1,10}$/.test(value ?? "") ? Number(value) : Number.NaN;
  return isId(id) ? id : null;
}

/** A row id from a path segment or a client; anything else is simply not found (404). */
export function parseId(value: string | number | undefined): Id {
  const id = idOrNull(value);
  if (id === null) throw notFound();
  return id;
}
