/**
 * uploadFile — sends a picked file to a `POST …/{id}/file` endpoint (multipart field `file`)
 * with the session cookie, and answers like a server action (`ClientActionResult`), so the
 * caller handles it with `handleActionResult` (a 401 signs out, 413/415 show their message).
 * Files go through the REST route rather than a server action: no body-size limit to raise.
 *
 * @example
 *   const uploaded = await uploadFile(`/api/collaborator/payments/${id}/file`, file);
 *   if (!uploaded.ok) toast.error("Erro ao enviar a foto, tente editar mais tarde.");
 */
import type { FileInfo } from "@/lib/validation/file";
import type { ClientActionResult } from "./action-result";

export async function uploadFile(url: string, file: File): Promise<ClientActionResult<FileInfo>> {
  const form = new FormData();
  form.append("file", file);
  try {
    const response = await fetch(url, { method: "POST", body: form, credentials: "same-origin" });
    const body = (await response.json().catch(() => ({}))) as { file?: FileInfo; message?: string; errors?: Record<string, string[]> };
    if (response.ok && body.file) return { ok: true, data: body.file };
    return { ok: false, status: response.status, message: body.message ?? "Erro ao enviar o arquivo", errors: body.errors };
  } catch {
    return { ok: false, status: 0, message: "Sem conexão com o servidor. Tente novamente." };
  }
}
