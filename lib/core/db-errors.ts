/**
 * Database errors recognised by their SQLSTATE, never by message text (which changes with the
 * server's language and version). Drizzle wraps the driver's error in `cause`; postgres.js
 * names the constraint `constraint_name`, PGlite (pg-protocol) `constraint`.
 */
type DriverError = {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
};

const UNIQUE_VIOLATION = "23505";

function* causes(error: unknown): Generator<DriverError> {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 5;
    depth++
  ) {
    const candidate: DriverError = current;
    yield candidate;
    current = candidate.cause;
  }
}

/** True when `error` is a unique violation, of `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const candidate of causes(error)) {
    if (candidate.code !== UNIQUE_VIOLATION) continue;
    const name = candidate.constraint_name ?? candidate.constraint;
    return constraint === undefined || name === constraint;
  }
  return false;
}
