import "server-only";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { FileStorage, RestorableStorage, StorageName } from "./types";
import { uploadThingStorage } from "./uploadthing";

export type { FileStorage, RestorableStorage, StorageName, StoredObject } from "./types";
export { StorageUnavailableError } from "./types";

const NAMES: readonly StorageName[] = ["local", "uploadthing", "s3"];

// One adapter of each kind per process, kept on globalThis (Next evaluates modules in
// several bundles); tests replace them with `useStorage`.
declare global {
  var __membrosStorage: Partial<Record<StorageName, FileStorage>> | undefined;
}
const adapters = () => (globalThis.__membrosStorage ??= {});

/**
 * The adapter new files go to: S3 when `S3_BUCKET` is set, else UploadThing when
 * `UPLOADTHING_TOKEN` is, else local disk (docs/storage.md).
 */
export function activeStorage(): FileStorage {
  if (process.env.S3_BUCKET?.trim()) return storageNamed("s3");
  return storageNamed(process.env.UPLOADTHING_TOKEN ? "uploadthing" : "local");
}

const create: Record<StorageName, () => FileStorage> = {
  local: () => localStorage(),
  uploadthing: () => uploadThingStorage(),
  s3: () => s3Storage(),
};

/**
 * The adapter that stored an existing file (`files.storage`). S3 without `S3_BUCKET` throws a
 * `StorageUnavailableError`: its files stay unreadable until the setting is back.
 */
export function storageNamed(name: string): FileStorage {
  if (!NAMES.includes(name as StorageName)) throw new Error(`Unknown storage: ${name}`);
  const cached = adapters()[name as StorageName];
  if (cached) return cached;
  const created = create[name as StorageName]();
  adapters()[name as StorageName] = created;
  return created;
}

/** The S3 adapter, for a restore that writes objects back under their keys. */
export const s3Restorable = (): RestorableStorage => storageNamed("s3") as RestorableStorage;

/** Tests: use this adapter (or, with `undefined`, the default again) for its kind. */
export function useStorage(name: StorageName, storage: FileStorage | undefined): void {
  adapters()[name] = storage;
}
