import { mkdirSync } from "node:fs";
import path from "node:path";

/** Where the embedded database, uploads and the generated secret live (`./data` by default). */
export function dataDir(): string {
  const dir = process.env.DATA_DIR || path.join(process.cwd(), "data");
  mkdirSync(dir, { recursive: true });
  return dir;
}
