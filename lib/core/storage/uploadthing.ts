import "server-only";
import { UTApi, UTFile } from "uploadthing/server";
import type { FileStorage } from "./types";

/**
 * The options of `UTApi` this adapter uses. Each one can also come from the environment
 * (`UPLOADTHING_TOKEN`, `UPLOADTHING_API_URL`, `UPLOADTHING_INGEST_URL`, `UPLOADTHING_UFS_HOST`,
 * `UPLOADTHING_UFS_APP_ID_LOCATION`), which is how the SDK is pointed at a fake in tests.
 */
export type UploadThingOptions = {
  token?: string;
  apiUrl?: string;
  ingestUrl?: string;
  ufsHost?: string;
  ufsAppIdLocation?: "subdomain" | "path";
};

/**
 * UploadThing through its server SDK: `uploadFiles` (PUT to the ingest server), reads through
 * a short-lived signed URL made locally by `generateSignedURL`, `deleteFiles` (API server).
 * Upload with the app's ACL set to private in the UploadThing dashboard: readers only ever
 * get the bytes through `GET /api/files/{id}`.
 */
export function uploadThingStorage(options: UploadThingOptions = {}): FileStorage {
  const api = new UTApi({ ...options, logLevel: "Error" });

  return {
    name: "uploadthing",
    async put({ bytes, name, type }) {
      const result = await api.uploadFiles(new UTFile([bytes], name, { type }));
      if (result.error)
        throw new Error(`UploadThing upload failed: ${result.error.code} ${result.error.message}`);
      return { key: result.data.key };
    },
    async get(key) {
      const { ufsUrl } = await api.generateSignedURL(key, { expiresIn: 60 });
      const response = await fetch(ufsUrl);
      if (!response.ok || !response.body)
        throw new Error(`UploadThing download failed: ${response.status}`);
      return response.body;
    },
    async delete(key) {
      await api.deleteFiles(key);
    },
  };
}
