import { randomInt } from "node:crypto";
import { groupedCode } from "@/lib/kinds/certificates";

/**
 * Certificate codes: 26 characters of Crockford's base32 (no I, L, O or U), each drawn with
 * `crypto.randomInt`, so 130 bits that nobody can guess or enumerate. Stored and put in the URL
 * without separators; printed in groups of four. Typed codes are forgiving: case, spaces and
 * dashes are ignored, and I/L read as 1, O as 0.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 26;

export function newCertificateCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export { groupedCode };

/** A URL path segment as typed; a malformed escape ('%', '%E0') is kept as it came. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A typed or scanned code as stored, or null when it cannot be one (no query is made for it). */
export function normalizeCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!ALPHABET.includes(char)) return null;
  return code;
}
