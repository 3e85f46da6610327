import "server-only";
import { CSV_BOM } from "@/lib/core/csv";
import type { CsvExport } from "@/lib/services/export/cursor";

/**
 * A CSV download streamed as it is read: each pull asks the database for the next batch, so
 * memory stays flat however long the list and the header leaves before the first row is read.
 * A client that goes away cancels the stream, which closes the database cursor.
 */
export function csvResponse(file: CsvExport): Response {
  const encoder = new TextEncoder();
  const chunks = file.chunks[Symbol.asyncIterator]();
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(first ? CSV_BOM + next.value : next.value));
      first = false;
    },
    async cancel() {
      await chunks.return?.(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
