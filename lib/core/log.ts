/**
 * The server's log: one JSON object per line on stdout, so a log collector needs no parser of its
 * own. `LOG_LEVEL` (debug, info, warn, error; default info) drops the lines below it.
 *
 * Never log a request's body, query string, headers or cookies: they carry passwords, tokens, CPF
 * and PIX keys. Errors keep their name, message and stack only; a driver's extra fields (a
 * PostgreSQL error's `detail` quotes the row's values) stay out.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  return RANK[(process.env.LOG_LEVEL ?? "").toLowerCase() as LogLevel] ?? RANK.info;
}

export function logEnabled(level: LogLevel): boolean {
  return RANK[level] >= threshold();
}

/** What of an error goes into a log line. */
export function errorFields(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `\ncaused by: ${error.cause.stack}` : "";
    return { name: error.name, message: error.message, stack: `${error.stack ?? ""}${cause}` };
  }
  return { name: "NonError", message: String(error) };
}

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (!logEnabled(level)) return;
  const line: Record<string, unknown> = { time: new Date().toISOString(), level, msg, ...fields };
  if ("error" in fields) line.error = errorFields(fields.error);
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => log("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => log("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => log("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => log("error", msg, fields),
};
