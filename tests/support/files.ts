import { openSync, readSync, closeSync } from "node:fs";
import { pngBytes } from "@/lib/seed/demo/sample-files";

/** Real file bytes for upload tests: every one of them opens in an ordinary viewer. */
export { pdfBytes, pngBytes } from "@/lib/seed/demo/sample-files";

/** The first bytes of the running Node binary: a real executable (ELF on Linux). */
export function executableBytes(length = 8192): Buffer {
  const fd = openSync(process.execPath, "r");
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** A PNG padded with trailing bytes to exactly `size` bytes (still a PNG by its magic number). */
export function pngOfSize(size: number): Buffer {
  const png = pngBytes();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

export const fileOf = (bytes: Buffer, name: string, type = "") =>
  new File([new Uint8Array(bytes)], name, { type });

/** A multipart body with `file` in field `field`, as a browser would send it. */
export function multipart(file: File, field = "file"): FormData {
  const form = new FormData();
  form.append(field, file);
  return form;
}
