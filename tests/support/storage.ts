import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
// Aliased: the name `useStorage` reads as a React hook to the linter, and this is no component.
import { useStorage as selectStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";

/**
 * Local file storage in a fresh temporary folder for this test file, put back and removed after
 * it. Returns the folder.
 */
export function tempUploads(prefix: string): string {
  const uploads = mkdtempSync(path.join(tmpdir(), prefix));
  beforeAll(() => selectStorage("local", localStorage(uploads)));
  afterAll(() => {
    selectStorage("local", undefined);
    rmSync(uploads, { recursive: true, force: true });
  });
  return uploads;
}
