import "server-only";
import { localStorage } from "./local";
import type { FileStorage, StorageName } from "./types";
import { uploadThingStorage } from "./uploadthing";

export type { FileStorage, StorageName, StoredObject } from "./types";

// One adapter of each kind per process, kept on globalThis (Next evaluates modules in
// several bundles); tests replace them with `useStorage`.
declare global {
  var __membrosStorage: Partial<Record<StorageName, FileStorage>> | undefined;
}
const adapters = () => (globalThis.__membrosStorage ??= {});

/** The adapter new files go to: UploadThing when `UPLOADTHING_TOKEN` is set, else local disk. */
export function activeStorage(): FileStorage {
  return storageNamed(process.env.UPLOADTHING_TOKEN ? "uploadthing" : "local");
}

/** The adapter that stored an existing file (`files.storage`). */
export function storageNamed(name: string): FileStorage {
  if (name !== "local" && name !== "uploadthing") throw new Error(`Unknown storage: ${name}`);
  const cached = adapters()[name];
  if (cached) return cached;
  const created = name === "local" ? localStorage() : uploadThingStorage();
  adapters()[name] = created;
  return created;
}

/** Tests: use this adapter (or, with `undefined`, the default again) for its kind. */
export function useStorage(name: StorageName, storage: FileStorage | undefined): void {
  adapters()[name] = storage;
}
