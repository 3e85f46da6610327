import type { Readable } from "node:stream";

/**
 * Where file bytes live. The `files` table remembers which adapter stored each file
 * (`files.storage`), so a file stays readable after the configured adapter changes.
 */
export type StorageName = "local" | "uploadthing" | "s3";

export type StoredObject = { key: string };

/** What to store: bytes in memory, or a Blob the adapter streams from (never copied whole). */
export type StorageInput = { bytes: Blob | Uint8Array<ArrayBuffer>; name: string; type: string };

export interface FileStorage {
  readonly name: StorageName;
  /** Stores the bytes under a new, unguessable key. */
  put(input: StorageInput): Promise<StoredObject>;
  /** The bytes of `key` as a stream; throws when they are gone. */
  get(key: string): Promise<ReadableStream<Uint8Array>>;
  /** Removes `key`; removing a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** A store a backup can be restored into: it writes bytes under the key the rows already name. */
export interface RestorableStorage extends FileStorage {
  putAt(key: string, body: Readable | Uint8Array, size: number): Promise<void>;
}

/**
 * A store that cannot work as configured (unknown bucket, refused credentials) or cannot be
 * reached: the people using the app get a 503 in Portuguese, the log gets `message`.
 */
export class StorageUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: "configuration" | "unreachable",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "StorageUnavailableError";
  }
}
