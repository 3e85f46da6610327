import "server-only";
import { badRequest, payloadTooLarge } from "@/lib/core/errors";
import { announcesMoreThan, isBodyTooLarge, limitedBody } from "./body";
import { FILE_REQUIRED, FILE_TOO_LARGE, MAX_FILE_BYTES } from "@/lib/validation/file";

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;
const BODY_LIMIT = MAX_FILE_BYTES + MULTIPART_OVERHEAD;

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
  if (announcesMoreThan(request, BODY_LIMIT)) throw payloadTooLarge(FILE_TOO_LARGE);
  try {
    return await new Response(limitedBody(request.body, BODY_LIMIT), {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch (error) {
    if (isBodyTooLarge(error)) {
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
export function contentDisposition(
  name: string,
  disposition: "inline" | "attachment" = "inline",
): string {
  const fallback =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "_") || "arquivo";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A stored file can hold anything (a PDF with JavaScript): nothing in it may run or load. */
export const FILE_CSP = "default-src 'none'; sandbox";

/**
 * How a file is served: downloads stay downloads; a PDF is an attachment unless the viewer
 * asks for inline display (`?inline=1`, for a sandboxed frame); images show inline.
 */
export function dispositionFor(mimeType: string, query: URLSearchParams): "inline" | "attachment" {
  if (query.get("download") === "1") return "attachment";
  if (mimeType === "application/pdf") return query.get("inline") === "1" ? "inline" : "attachment";
  return "inline";
}

/**
 * A private file's response: its real type, its name, never sniffed, never run, never cached by
 * others.
 */
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
      "content-security-policy": FILE_CSP,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-cache",
      etag: `"${file.sha256}"`,
    },
  });
}
