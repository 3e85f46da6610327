/**
 * Multipart requests to the REST routes with the session cookie, answered like a server action
 * (`ClientActionResult`), so callers handle them with `handleActionResult` (a 401 signs out,
 * 400/413/415 show their messages). Files go through the REST routes rather than server actions:
 * no body-size limit to raise.
 *
 * @example
 *   const uploaded = await uploadFile(`/api/training-admin/${id}/file`, file);
 *   const created = await createWithFile(
 *     "/api/collaborator/payments",
 *     { value: "10.00", … },
 *     file,
 *   );
 */
import type { FileInfo } from "@/lib/validation/file";
import type { ClientActionResult } from "./action-result";

type Body = { id?: unknown; file?: FileInfo; message?: string; errors?: Record<string, string[]> };

async function sendMultipart<T>(
  url: string,
  form: FormData,
  pick: (body: Body) => T | undefined,
): Promise<ClientActionResult<T>> {
  try {
    const response = await fetch(url, { method: "POST", body: form, credentials: "same-origin" });
    const body = (await response.json().catch(() => ({}))) as Body;
    const data = response.ok ? pick(body) : undefined;
    if (data !== undefined) return { ok: true, data };
    return {
      ok: false,
      status: response.status,
      message: body.message ?? "Erro ao enviar o arquivo",
      errors: body.errors,
    };
  } catch {
    return { ok: false, status: 0, message: "Sem conexão com o servidor. Tente novamente." };
  }
}

/** Sends a picked file to a `POST …/{id}/file` endpoint (multipart field `file`). */
export function uploadFile(url: string, file: File): Promise<ClientActionResult<FileInfo>> {
  const form = new FormData();
  form.append("file", file);
  return sendMultipart(url, form, (body) => body.file);
}

/** Creates a record and its file in one request (the service stores both or neither). */
export function createWithFile(
  url: string,
  fields: Record<string, unknown>,
  file: File | null,
): Promise<ClientActionResult<{ id: number }>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  if (file) form.append("file", file);
  return sendMultipart(url, form, (body) =>
    typeof body.id === "number" ? { id: body.id } : undefined,
  );
}
