import { apiRoute, parseId } from "@/lib/server/route";
import { dispositionFor, fileResponse } from "@/lib/server/files-http";
import { readFileFor } from "@/lib/services/file-access";

/**
 * A private file, for whoever may see the record it belongs to; `?download=1` saves it, a PDF needs
 * `?inline=1` to open.
 */
export const GET = apiRoute<{ id: string }>(async ({ request, actor, params }) => {
  const { file, body } = await readFileFor(actor, parseId(params.id));
  return fileResponse(file, body, dispositionFor(file.mimeType, new URL(request.url).searchParams));
});
