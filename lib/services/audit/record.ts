import "server-only";
import { getDb, type Executor } from "@/db";
import { auditEvents } from "@/db/schema";
import type { Actor } from "@/lib/core/actor";
import { currentRequestClient, type RequestClient } from "@/lib/core/request-client";
import type { AuditAction } from "./actions";

export type AuditEntry = {
  action: AuditAction | string;
  /** Who acted (user and, for an API request, its token); null for an unknown caller. */
  actor: Actor | null;
  target?: { type: string; id: string | number } | null;
  /** What changed, readable; secrets are dropped (see `cleanDetails`). */
  details?: Record<string, unknown>;
  /** Defaults to the current request's client (lib/core/request-client.ts), if there is one. */
  client?: RequestClient;
};

/**
 * Appends one entry to the audit log. Pass the change's transaction as `executor` so the entry
 * and the change commit together (or neither does).
 */
export async function recordAudit(entry: AuditEntry, executor?: Executor): Promise<void> {
  const client = entry.client ?? (await currentRequestClient());
  const db = executor ?? (await getDb());
  await db.insert(auditEvents).values({
    action: entry.action.slice(0, 64),
    actorUserId: entry.actor?.id ?? null,
    actorTokenId: entry.actor?.apiTokenId ?? null,
    targetType: entry.target?.type.slice(0, 64) ?? null,
    targetId: entry.target ? String(entry.target.id).slice(0, 128) : null,
    details: cleanDetails(entry.details ?? {}),
    clientAddress: client?.address?.slice(0, 64) ?? null,
    userAgent: client?.userAgent?.slice(0, 512) ?? null,
  });
}

/**
 * Words that mark a secret in a key (`password`, `newPassword`, `recovery_code`, `tokenHash`…):
 * such values are never written, at any depth, whatever a caller passes. A key ending in one of
 * the harmless words (`tokenId`, `tokenName`) names a secret without holding it.
 */
const SECRET_WORDS = new Set([
  "password",
  "passwd",
  "senha",
  "secret",
  "token",
  "code",
  "codes",
  "otp",
  "hash",
  "cookie",
  "authorization",
  "credential",
  "credentials",
  "key",
]);
const HARMLESS_LAST = new Set(["id", "ids", "name", "count", "prefix", "type"]);

const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function isSecretKey(key: string): boolean {
  const parts = words(key);
  if (parts.length > 1 && HARMLESS_LAST.has(parts.at(-1)!)) return false;
  return parts.some((part) => SECRET_WORDS.has(part));
}

const MAX_STRING = 500;
const MAX_ITEMS = 50;
const MAX_DEPTH = 4;

/**
 * Details as stored: secret-looking keys dropped, long strings and lists cut, nesting bounded,
 * so a careless caller can neither leak a credential into the log nor bloat it.
 */
export function cleanDetails(details: Record<string, unknown>): Record<string, unknown> {
  return cleanObject(details, 0);
}

function cleanObject(value: object, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key) || item === undefined) continue;
    out[key] = cleanValue(item, depth + 1);
  }
  return out;
}

function cleanValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") return value.slice(0, MAX_STRING);
  if (typeof value === "bigint") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return "…";
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => cleanValue(v, depth + 1));
  if (typeof value === "object") return cleanObject(value, depth);
  return String(value).slice(0, MAX_STRING);
}
