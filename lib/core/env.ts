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

/** Single sign-on with the organisation's OpenID Connect provider (decision 0118). */
export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button reads "Entrar com {name}". */
  name: string;
  /** An unknown verified e-mail becomes an EMPLOYEE instead of being refused. */
  createUsers: boolean;
  /** Password sign-in only for `breakGlassEmails` (lower-cased). */
  only: boolean;
  breakGlassEmails: string[];
};

const isLoopback = (host: string) => ["localhost", "127.0.0.1", "[::1]"].includes(host);

/**
 * The OIDC_* settings, or null with the reason when they are incomplete or wrong: a
 * misconfigured provider is left out (and said so at start-up), never a crash.
 */
export function parseOidcEnv(env: Record<string, string | undefined>): {
  config: OidcConfig | null;
  problem?: string;
} {
  const issuer = env.OIDC_ISSUER?.trim() ?? "";
  const clientId = env.OIDC_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim() ?? "";
  const only = env.OIDC_ONLY?.trim().toLowerCase() === "true";
  if (!issuer && !clientId) {
    return only
      ? {
          config: null,
          problem: "OIDC_ONLY=true sem OIDC_ISSUER: o acesso com senha continua ligado.",
        }
      : { config: null };
  }
  const missing = [
    !issuer && "OIDC_ISSUER",
    !clientId && "OIDC_CLIENT_ID",
    !clientSecret && "OIDC_CLIENT_SECRET",
  ].filter(Boolean);
  if (missing.length)
    return {
      config: null,
      problem: `Login único (OIDC) desligado: falta ${missing.join(", ")}.`,
    };
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return { config: null, problem: "Login único (OIDC) desligado: OIDC_ISSUER não é uma URL." };
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url.hostname)))
    return {
      config: null,
      problem: "Login único (OIDC) desligado: OIDC_ISSUER precisa ser https.",
    };
  const breakGlassEmails = (env.OIDC_BREAK_GLASS_EMAILS ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return {
    config: {
      issuer,
      clientId,
      clientSecret,
      name: env.OIDC_NAME?.trim() || "SSO",
      createUsers: env.OIDC_CREATE_USERS?.trim().toLowerCase() === "true",
      only,
      breakGlassEmails,
    },
    problem:
      [
        !env.APP_URL &&
          "Login único (OIDC) sem APP_URL: o endereço de retorno registrado no provedor é APP_URL/api/auth/callback/oidc.",
        only &&
          !breakGlassEmails.length &&
          "OIDC_ONLY=true sem OIDC_BREAK_GLASS_EMAILS: ninguém pode entrar com senha se o provedor falhar.",
      ]
        .filter(Boolean)
        .join(" ") || undefined,
  };
}

export const oidcConfig = (): OidcConfig | null => parseOidcEnv(process.env).config;

/** The start-up line about single sign-on (instrumentation.ts): on, off, or what is wrong. */
export function reportOidcConfig(log: (level: "info" | "warn", msg: string) => void): void {
  const { config, problem } = parseOidcEnv(process.env);
  if (problem) log("warn", problem);
  if (config)
    log(
      "info",
      `Login único (OIDC) com ${config.name} (${config.issuer})${config.only ? ", acesso com senha só para OIDC_BREAK_GLASS_EMAILS" : ""}`,
    );
}

/** Whether `email` may sign in with a password: always, unless OIDC_ONLY is on. */
export function passwordSignInAllowed(email: string): boolean {
  const config = oidcConfig();
  return !config?.only || config.breakGlassEmails.includes(email.trim().toLowerCase());
}
