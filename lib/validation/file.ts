import { z } from "@/lib/validation/zod";

/**
 * Upload rules of spec §5/§9, shared by the file pickers (a first check before uploading)
 * and the server (the real check, on the file's bytes: see `lib/services/files.ts`).
 */
export const MAX_FILE_BYTES = 5_000_000;

/** What the server accepts, judged from the bytes. */
export const ALLOWED_FILE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "application/pdf",
] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];

export const FILE_TOO_LARGE = "Max image size is 5MB.";
export const FILE_TYPE_NOT_ALLOWED =
  "Apenas .pdf, .jpg, .jpeg, .png and .webp formatos são suportados.";
export const FILE_REQUIRED = "Arquivo obrigatório";

/** For `<input type="file" accept>`. */
export const FILE_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp";

const DECLARED_TYPES = new Set<string>([...ALLOWED_FILE_TYPES, "image/jpg"]);
const EXTENSIONS = /\.(pdf|jpe?g|png|webp)$/i;

/**
 * The browser-side check of a picked file (size, then declared type or extension): the
 * message to show, or null. The server judges the bytes again.
 */
export function fileProblem(file: { size: number; type: string; name: string }): string | null {
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_LARGE;
  if (!DECLARED_TYPES.has(file.type) && !(file.type === "" && EXTENSIONS.test(file.name)))
    return FILE_TYPE_NOT_ALLOWED;
  return null;
}

/** A stored file as every API response and screen shows it. */
export type FileInfo = { id: number; name: string; type: string; size: number; url: string };

export const fileUrl = (id: number) => `/api/files/${id}`;

/**
 * A form's file field: `File` picked in the browser, or null. `required` on create screens;
 * edit screens keep the current file when nothing new is picked.
 */
export const fileFieldSchema = (required: boolean) =>
  z
    .custom<File | null | undefined>(
      (value) => value == null || (typeof File !== "undefined" && value instanceof File),
      FILE_REQUIRED,
    )
    .superRefine((file, ctx) => {
      if (!file) {
        if (required) ctx.addIssue({ code: "custom", message: FILE_REQUIRED });
        return;
      }
      const problem = fileProblem(file);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
