import "server-only";
import jsQR from "jsqr";
import sharp from "sharp";
import { getDocumentProxy } from "unpdf";
import { isAccessKey, normalizeAccessKey } from "@/lib/validation/nfe-access-key";

/**
 * Reads the NF-e/NFC-e access key of a receipt that was just stored, so duplicates are found
 * without anyone typing 44 digits:
 *  - an image (a photo of an NFC-e coupon): its QR code, decoded with jsQR on the pixels sharp
 *    gives; the QR carries the consultation URL, whose `p=` starts with the key (or `chNFe=`);
 *  - a PDF (a DANFE): its text, extracted with unpdf, where the key is printed in groups of four.
 * Only a key whose check digit holds is answered. Reading is bounded (pixels, pages, time) and
 * never fails: anything unexpected is null, and the receipt stays as it was sent.
 */

/** A QR of a coupon photographed up close is found at this width; bigger photos are scaled down. */
const QR_WIDTHS = [1200, 800, 2000] as const;
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_PDF_PAGES = 3;
export const READING_TIMEOUT_MS = 15_000;

/** The key inside the text of a QR code: an NFC-e consultation URL, or the bare key. */
export function accessKeyFromQrText(text: string): string | null {
  const candidates: string[] = [];
  try {
    const url = new URL(text.trim());
    const chNFe = url.searchParams.get("chNFe") ?? url.searchParams.get("chnfe");
    if (chNFe) candidates.push(chNFe);
    // `p=<key>|<version>|<environment>|…`: the key is the first 44 characters.
    const p = url.searchParams.get("p");
    if (p) candidates.push(p.slice(0, 44));
  } catch {
    candidates.push(text);
  }
  return candidates.map(normalizeAccessKey).find(isAccessKey) ?? null;
}

/** The first valid key printed in a text: 44 digits, or eleven groups of four with spaces. */
export function accessKeyFromText(text: string): string | null {
  const upper = text.toUpperCase();
  const pattern = /(?<![0-9A-Z])(?:[0-9A-Z]{4}[ \t.]?){10}[0-9A-Z]{4}(?![0-9A-Z])/g;
  for (const match of upper.matchAll(pattern)) {
    const key = normalizeAccessKey(match[0]);
    if (isAccessKey(key)) return key;
  }
  // Text items joined without separators: any window of 44 digits with a valid check digit.
  const digits = upper.replace(/[^0-9A-Z]/g, "");
  for (let i = 0; i + 44 <= digits.length; i++) {
    const window = digits.slice(i, i + 44);
    if (/^\d{44}$/.test(window) && isAccessKey(window)) return window;
  }
  return null;
}

async function fromImage(bytes: Uint8Array): Promise<string | null> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "none" }).rotate();
  const { width = 0 } = await image.metadata();
  const widths = [...new Set(QR_WIDTHS.map((w) => Math.min(w, width)))].filter((w) => w > 0);
  for (const target of widths) {
    const { data, info } = await image
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
    const code = jsQR(pixels, info.width, info.height, { inversionAttempts: "attemptBoth" });
    const key = code ? accessKeyFromQrText(code.data) : null;
    if (key) return key;
  }
  return null;
}

async function fromPdf(bytes: Uint8Array): Promise<string | null> {
  const pdf = await getDocumentProxy(bytes);
  try {
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
      const key = accessKeyFromText(text);
      if (key) return key;
    }
    return null;
  } finally {
    await pdf.destroy();
  }
}

/**
 * The access key read from a stored receipt of this type, or null (none found, unreadable, or
 * past the time limit: the work left running is only thrown away).
 */
export async function readAccessKey(
  upload: Blob,
  type: string,
  timeoutMs = READING_TIMEOUT_MS,
): Promise<string | null> {
  const read = async () => {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    return type === "application/pdf" ? fromPdf(bytes) : fromImage(bytes);
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([read().catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
