import "server-only";
import { badRequest, payloadTooLarge } from "@/lib/core/errors";
import { FILE_REQUIRED, FILE_TOO_LARGE, MAX_FILE_BYTES } from "@/lib/validation/file";

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;
const BODY_LIMIT = MAX_FILE_BYTES + MULTIPART_OVERHEAD;

class BodyTooLarge extends Error {}

/** The request body, cut off (with an error) as soon as it passes `limit` bytes. */
function limitedBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

export const isMultipart = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * A multipart body, refused with 413 without reading it all when it announces or carries
 * more than one file of the maximum size (plus the multipart framing).
 */
export async function readMultipart(request: Request, field = "file"): Promise<FormData> {
  if (!isMultipart(request) || !request.body) {
    throw badRequest("Envie o arquivo como multipart/form-data", { [field]: [FILE_REQUIRED] });
  }
  if (Number(request.headers.get("content-length") ?? 0) > BODY_LIMIT) throw payloadTooLarge(FILE_TOO_LARGE);
  try {
    return await new Response(limitedBody(request.body, BODY_LIMIT), { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch (error) {
    if (error instanceof BodyTooLarge || (error as { cause?: unknown })?.cause instanceof BodyTooLarge) {
      throw payloadTooLarge(FILE_TOO_LARGE);
    }
    throw badRequest("Formulário inválido", { [field]: [FILE_REQUIRED] });
  }
}

/** The non-empty file in a multipart field, or null. */
export function fileIn(form: FormData, field = "file"): File | null {
  const file = form.get(field);
  return file instanceof File && file.size > 0 ? file : null;
}

/** The file of a multipart upload (`file` by default); a missing file is a 400. */
export async function formFile(request: Request, field = "file"): Promise<File> {
  const file = fileIn(await readMultipart(request, field), field);
  if (!file) throw badRequest(FILE_REQUIRED, { [field]: [FILE_REQUIRED] });
  return file;
}

/** `Content-Disposition` carrying a non-ASCII name too (RFC 6266 / RFC 5987 `filename*`). */
export function contentDisposition(name: string, disposition: "inline" | "attachment" = "inline"): string {
  const fallback = name.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "_") || "arquivo";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A private file's response: its real type, its name, never sniffed, never cached by others. */
export function fileResponse(
  file: { originalName: string; mimeType: string; size: number; sha256: string },
  body: ReadableStream<Uint8Array>,
  disposition: "inline" | "attachment" = "inline",
): Response {
  return new Response(body, {
    headers: {
      "content-type": file.mimeType,
      "content-length": String(file.size),
      "content-disposition": contentDisposition(file.originalName, disposition),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-cache",
      etag: `"${file.sha256}"`,
    },
  });
}
