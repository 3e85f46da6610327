import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { pngBytes } from "./files";

type Json = Record<string, any>;

/** Validates real answers against the document's schemas (refs resolve inside the document). */
export function responseValidator(doc: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat("binary", true);
  const cache = new Map<string, ValidateFunction>();
  return (schema: Json, value: unknown): string | null => {
    const key = JSON.stringify(schema);
    if (!cache.has(key)) cache.set(key, ajv.compile({ ...schema, components: doc.components }));
    const validate = cache.get(key)!;
    return validate(value) ? null : ajv.errorsText(validate.errors, { separator: "; " });
  };
}

export type DocOperation = { path: string; method: string; op: Json };

const PHASE: Record<string, number> = { get: 0, post: 1, put: 1, patch: 1, delete: 2 };

/**
 * The operations of the document in the order the calls make sense: reads first (they see the
 * seeded data as it is), then creates and edits, then deletions, deepest content first.
 */
export const documentOperations = (doc: Json): DocOperation[] => {
  const all = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({ path, method, op })),
  );
  return [
    ...all.filter((o) => PHASE[o.method] < 2).sort((a, b) => PHASE[a.method] - PHASE[b.method]),
    ...all.filter((o) => o.method === "delete").reverse(),
  ];
};

/**
 * A multipart body: the text fields of the JSON example (when there is one) and a real PNG in
 * `file`.
 */
export function multipartOf(example: Json | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(example ?? {})) form.set(key, String(value));
  form.set(
    "file",
    new File([new Uint8Array(pngBytes())], "comprovante.png", { type: "image/png" }),
  );
  return form;
}
