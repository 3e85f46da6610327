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

export const registrationEnabled = () => process.env.REGISTRATION_DISABLED !== "true";

/** SMTP delivery is on when both are set; otherwise only in-app notifications are made. */
export function mailConfig(): { smtpUrl: string; from: string } | null {
  const smtpUrl = process.env.SMTP_URL;
  const from = process.env.MAIL_FROM;
  return smtpUrl && from ? { smtpUrl, from } : null;
}

/** The public address of the app, for links in e-mails and calendar events. */
export const appUrl = () => (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
