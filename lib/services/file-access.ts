import "server-only";
import { getDb } from "@/db";
import type { Actor } from "@/lib/core/actor";
import { contentFileReader } from "@/lib/services/content/file-reader";
import { financeFileReader } from "@/lib/services/finance/file-reader";
import { openFile, type FileReader } from "@/lib/services/files";
import { recordReceiptAccess } from "@/lib/services/receipt-access";

/**
 * Every domain whose records hold files says here who may read them. A file is served when
 * its uploader asks or when any reader agrees; add one line per domain (e.g. training content).
 */
const FILE_READERS: readonly FileReader[] = [financeFileReader, contentFileReader];

/**
 * `GET /api/files/{id}`: the file and its bytes, or 404 for anyone who may not see it. A
 * receipt's download is recorded (LGPD access log) once the file is known to be readable.
 */
export async function readFileFor(actor: Actor, id: number) {
  const opened = await openFile(actor, id, FILE_READERS);
  await recordReceiptAccess(await getDb(), actor, id);
  return opened;
}
