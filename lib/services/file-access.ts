import "server-only";
import type { Actor } from "@/lib/core/actor";
import { contentFileReader } from "@/lib/services/content/file-reader";
import { financeFileReader } from "@/lib/services/finance/file-reader";
import { openFile, type FileReader } from "@/lib/services/files";

/**
 * Every domain whose records hold files says here who may read them. A file is served when
 * its uploader asks or when any reader agrees; add one line per domain (e.g. training content).
 */
const FILE_READERS: readonly FileReader[] = [financeFileReader, contentFileReader];

/** `GET /api/files/{id}`: the file and its bytes, or 404 for anyone who may not see it. */
export const readFileFor = (actor: Actor, id: number) => openFile(actor, id, FILE_READERS);
