import "server-only";
import { PassThrough, Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { OwnDataExport } from "@/lib/services/data-export";
import { contentDisposition } from "./files-http";

/**
 * The own-data archive as a stream (yazl): `dados.json` first, then each receipt piped from
 * the file store as the client reads, so memory stays flat whatever the receipts weigh.
 */
export function dataExportResponse(exported: OwnDataExport, fileName: string): Response {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(exported.data, null, 2), "utf8"), "dados.json");
  // yazl needs each entry's stream when it is added; a PassThrough is filled once the store
  // answers.
  for (const file of exported.files) {
    const pass = new PassThrough();
    file
      .open()
      .then((body) => Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0]).pipe(pass))
      .catch((error: unknown) =>
        pass.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    zip.addReadStream(pass, file.path);
  }
  zip.end();
  return new Response(Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": contentDisposition(fileName, "attachment"),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
