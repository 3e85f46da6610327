import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Standard Webhooks (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of the
 * key; the signature is `v1,` + base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)).
 */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;
export const newMessageId = () => `msg_${randomBytes(16).toString("base64url")}`;

const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ""), "base64");

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** What a receiver does (and the tests do): any `v1,` signature of the header that matches. */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds)
    return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  return headers.signature.split(" ").some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
