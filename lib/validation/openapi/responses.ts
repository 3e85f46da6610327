import { z } from "@/lib/validation/zod";

/** Shapes every answer shares: the error envelope, the list envelope, success. */

export const errorEnvelope = z
  .object({
    message: z.string(),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe("Erros por campo (só no 400/409)"),
    reason: z
      .string()
      .optional()
      .describe(
        "Causa para programas: `two_factor_required` e `two_factor_invalid` (401 de `POST /api/auth`: falta o código ou ele é inválido), `two_factor_setup_required` (403 de `POST /api/auth`: a organização exige a verificação em duas etapas e a pessoa não a ativou), `second_factor_pending` (403: a sessão ainda não confirmou a verificação em duas etapas exigida)",
      ),
    requestId: z.string().optional(),
  })
  .meta({
    id: "Error",
    example: { message: "Dados inválidos", errors: { email: ["E-mail inválido"] } },
  });

export const pageMetaSchema = z
  .object({
    currentPage: z.int(),
    perPage: z.int(),
    lastPage: z.int(),
    total: z.int(),
    next: z.int().nullable(),
    prev: z.int().nullable(),
    totalExact: z
      .literal(false)
      .optional()
      .describe("Presente (false) quando `total` é um limite inferior"),
    totalEstimate: z
      .number()
      .int()
      .optional()
      .describe(
        "Com `totalExact: false`: a estimativa do banco de quantos registros correspondem, quando maior que `total`",
      ),
  })
  .meta({ id: "PageMeta" });

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const success = z.looseObject({ success: z.literal(true) }).meta({ id: "Success" });
export const createdWithId = z
  .looseObject({ success: z.literal(true), id: z.int() })
  .meta({ id: "Created" });

const isoDateTime = z.string().meta({ format: "date-time", example: "2026-11-23T13:00:00.000Z" });
export const dateTime = () => isoDateTime;
export const nullableDateTime = () => isoDateTime.nullable();

export const fileInfo = z
  .looseObject({
    id: z.int(),
    name: z.string(),
    mimeType: z.string().optional(),
    size: z.int().optional(),
    url: z.string().optional(),
  })
  .meta({ id: "FileInfo" });

export const ref = z.object({ id: z.int(), title: z.string() });

/** Any JSON object whose fields the operation's description lists (used sparingly). */
export const looseObject = (shape: Record<string, z.ZodType> = {}) => z.looseObject(shape);
