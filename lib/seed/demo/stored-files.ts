import { createHash } from "node:crypto";
import type { Database } from "@/db";
import * as schema from "@/db/schema";
import { storageNamed } from "@/lib/core/storage";

export type DemoFile = {
  bytes: Buffer;
  name: string;
  type: "image/png" | "application/pdf";
  ownerId: number;
};

/**
 * Stores demo bytes the way an upload ends up (`attachFile` in lib/services/files.ts): bytes
 * through the local adapter, then a `files` row with the real size and sha256. attachFile itself
 * cannot run here: it needs an actor and `getDb()`, which is still seeding. The embedded
 * database is the only one that gets demo data, so its files stay on the local disk beside it.
 */
export async function storeDemoFile(db: Database, file: DemoFile): Promise<number> {
  const bytes = new Uint8Array(file.bytes);
  const storage = storageNamed("local");
  const { key } = await storage.put({ bytes, name: file.name, type: file.type });
  const [row] = await db
    .insert(schema.files)
    .values({
      storage: storage.name,
      key,
      originalName: file.name,
      mimeType: file.type,
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      ownerId: file.ownerId,
    })
    .returning({ id: schema.files.id });
  return row.id;
}
