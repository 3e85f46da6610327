import { apiRoute, parseId } from "@/lib/server/route";
import { certificatePdf } from "@/lib/services/certificates/read";

/** `GET /api/certificates/{id}/pdf`: the certificate's PDF, for its owner or an admin. */
export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => {
  const { bytes, filename } = await certificatePdf(actor, parseId(params.id));
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
});
