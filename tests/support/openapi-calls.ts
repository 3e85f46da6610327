import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

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

/** The operations of the document, GETs first (reads see the seeded data before writes change it). */
export const documentOperations = (doc: Json): DocOperation[] =>
  Object.entries(doc.paths as Json)
    .flatMap(([path, item]) => Object.entries(item as Json).map(([method, op]) => ({ path, method, op })))
    .sort((a, b) => Number(a.method !== "get") - Number(b.method !== "get"));

/** A multipart body with the text fields of the example and no file (the answer is the documented 400). */
export function multipartWithoutFile(): FormData {
  const form = new FormData();
  form.set("description", "Sem comprovante");
  return form;
}
