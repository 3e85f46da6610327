/**
 * What the backup, restore and move commands tell an operator when they stop: one sentence,
 * never a stack trace (decision 0112). Anything unexpected is still shown by its message only.
 */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OpsError";
  }
}

type PgLike = { code?: string; message?: string; errno?: string; hostname?: string };

/** A sentence for an error a database driver or the file system threw. */
export function explain(error: unknown, where = ""): string {
  if (error instanceof OpsError) return error.message;
  const e = (error ?? {}) as PgLike;
  const at = where ? ` (${where})` : "";
  switch (e.code) {
    case "ECONNREFUSED":
      return `Cannot connect to the PostgreSQL server${at}: connection refused.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `Cannot connect to the PostgreSQL server${at}: unknown host ${e.hostname ?? ""}.`.trim();
    case "ETIMEDOUT":
    case "CONNECT_TIMEOUT":
      return `Cannot connect to the PostgreSQL server${at}: the connection timed out.`;
    case "3D000":
      return `The PostgreSQL database does not exist${at}: ${e.message}.`;
    case "28P01":
    case "28000":
      return `PostgreSQL refused the credentials${at}: ${e.message}.`;
    case "ENOENT":
      return `File or folder not found: ${e.message}.`;
    case "EACCES":
    case "EPERM":
      return `Permission denied: ${e.message}.`;
    case "ENOSPC":
      return "No space left on the device.";
  }
  const message = error instanceof Error ? error.message : String(error);
  return e.code ? `${message} (${e.code})` : message;
}

/** `postgres://` or `postgresql://` with a host, or a clear refusal. */
export function checkPostgresUrl(url: string, what = "PostgreSQL URL"): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OpsError(`Invalid ${what}: expected postgres://user@host:port/database.`);
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol) || !parsed.hostname)
    throw new OpsError(`Invalid ${what}: expected postgres://user@host:port/database.`);
  return url;
}
