import { apiRoute, parseId } from "@/lib/server/route";
import { fileResponse } from "@/lib/server/files-http";
import { readFileFor } from "@/lib/services/file-access";

/** A private file, for whoever may see the record it belongs to; `?download=1` saves it. */
export const GET = apiRoute<{ id: string }>(async ({ request, actor, params }) => {
  const { file, body } = await readFileFor(actor, parseId(params.id));
  const download = new URL(request.url).searchParams.get("download") === "1";
  return fileResponse(file, body, download ? "attachment" : "inline");
});
