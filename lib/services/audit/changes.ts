/**
 * The names of the fields a change really alters: those `after` sets (not undefined) to a value
 * other than the one in `before`. Audit entries name changed fields, not their values, so personal
 * data and secrets stay out of the log; `rename` gives a field the name the log shows
 * (`passwordHash` → `password`), or null to leave a derived column out.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  rename: Record<string, string | null> = {},
): string[] {
  const fields = new Set<string>();
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || same(before[key], value)) continue;
    const name = key in rename ? rename[key] : key;
    if (name) fields.add(name);
  }
  return [...fields];
}

/** Equal as stored: missing and null alike, objects and lists by their JSON. */
function same(a: unknown, b: unknown): boolean {
  if ((a ?? null) === (b ?? null)) return true;
  return typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Each changed field with its value before and after, for records whose values are neither
 * personal nor secret (settings, type lists): `{ name: { from: "A", to: "B" } }`.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    changedFields(before, after).map((field) => [
      field,
      { from: before[field] ?? null, to: after[field] ?? null },
    ]),
  );
}
