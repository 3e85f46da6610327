import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { chmod, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { dataDir } from "@/lib/core/env";
import type { FileStorage } from "./types";

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** Local disk under `<dataDir>/uploads` (or `root`): the default, needs no configuration. */
export function localStorage(root: string = path.join(dataDir(), "uploads")): FileStorage {
  const pathOf = (key: string) => {
    // Keys come from our own table, but a key is never allowed to leave the uploads folder.
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid local storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    name: "local",
    async put({ bytes }) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const target = pathOf(key);
      // Only the app's own user may list or read uploads (0700 folders, 0600 files); chmod
      // because mkdir's mode is narrowed by the umask only, and folders may predate this.
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await chmod(root, 0o700);
      await chmod(path.dirname(target), 0o700);
      // Written beside the target and renamed: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      try {
        // A Blob is streamed to disk, never copied whole into memory.
        const data = bytes instanceof Blob ? Readable.fromWeb(bytes.stream() as never) : bytes;
        await writeFile(temporary, data, { flag: "wx", mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key };
    },
    async get(key) {
      const file = pathOf(key);
      await stat(file);
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
