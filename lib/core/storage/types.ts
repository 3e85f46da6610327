/**
 * Where file bytes live. The `files` table remembers which adapter stored each file
 * (`files.storage`), so a file stays readable after the configured adapter changes.
 */
export type StorageName = "local" | "uploadthing";

export type StoredObject = { key: string };

export interface FileStorage {
  readonly name: StorageName;
  /** Stores the bytes under a new, unguessable key. */
  put(input: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }): Promise<StoredObject>;
  /** The bytes of `key` as a stream; throws when they are gone. */
  get(key: string): Promise<ReadableStream<Uint8Array>>;
  /** Removes `key`; removing a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}
