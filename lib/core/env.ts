import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "@/db/data-dir";

export { dataDir };

/**
 * AUTH_SECRET from the environment, or one generated on first use and kept under the data
 * folder, so the embedded default needs no configuration and sessions survive restarts.
 */
export function authSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(dataDir(), "auth-secret");
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const secret = readFileSync(file, "utf8").trim();
  process.env.AUTH_SECRET = secret;
  return secret;
}

/**
 * Self-registration is off unless `REGISTRATION=open`. The embedded demo (`npm run dev`
 * without DATABASE_URL) opens it when REGISTRATION is not set, so the demo shows the screen.
 */
export function registrationEnabled(): boolean {
  const setting = process.env.REGISTRATION?.trim().toLowerCase();
  if (setting) return setting === "open";
  return process.env.NODE_ENV === "development" && !process.env.DATABASE_URL;
}

/**
 * How many reverse proxies in front of the app append to `X-Forwarded-For` (`TRUST_PROXY`, a
 * whole number; 0 or unset: none, and forwarding headers are not believed).
 */
export function trustedProxyCount(): number {
  const hops = Number(process.env.TRUST_PROXY ?? 0);
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0;
}

/** SMTP delivery is on when both are set; otherwise only in-app notifications are made. */
export function mailConfig(): { smtpUrl: string; from: string } | null {
  const smtpUrl = process.env.SMTP_URL;
  const from = process.env.MAIL_FROM;
  return smtpUrl && from ? { smtpUrl, from } : null;
}

/** The public address of the app, for links in e-mails and calendar events. */
export const appUrl = () =>
  (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
