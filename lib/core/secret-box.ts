import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "./env";

/**
 * Secrets the server must read back (a TOTP seed) or compare (a recovery code), kept so that a
 * database dump alone reveals neither: the key is derived from AUTH_SECRET (HKDF-SHA-256, one
 * key per purpose), which never enters the database. Changing AUTH_SECRET makes what was sealed
 * unreadable (decision 0116).
 */
const keys = new Map<string, Buffer>();

function keyFor(purpose: string): Buffer {
  const secret = authSecret();
  const id = `${purpose}\0${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "membros", purpose, 32));
    keys.set(id, key);
  }
  return key;
}

const VERSION = "v1";

/**
 * AES-256-GCM with a random 96-bit nonce; `context` (e.g. the owner's id) is authenticated with
 * it, so a sealed value copied to another row does not open there.
 */
export function seal(purpose: string, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plaintext of `seal`, or null when it was sealed with another key or context, or altered. */
export function unseal(purpose: string, sealed: string, context: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

/** A keyed hash (HMAC-SHA-256, hex) for values compared but never read back. */
export function keyedHash(purpose: string, value: string): string {
  return createHmac("sha256", keyFor(purpose)).update(value).digest("hex");
}
