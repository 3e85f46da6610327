/**
 * The viewer's time zone, known to the server: instants (created at, a meeting's time) must read
 * the same in the server's HTML and in the browser's hydration, or React discards the server's
 * table and renders it again (decision 0095). The browser writes its zone into a cookie before
 * the first paint (`rememberTimeZone`, inlined by components/boot-script.tsx); the server reads
 * it (lib/server/viewer-time-zone.ts) and falls back to the organisation's zone.
 */
export const TIME_ZONE_COOKIE = "tz";

// Zones found valid, by their canonical names only: every signed-in page checks its cookie, and
// building a formatter to ask the runtime costs more than the rest of the check. The runtime also
// takes a zone in any letter case ('aMeRiCa/sAo_PaUlO') and by its old aliases ('Brazil/East'):
// remembering those as sent would let one client grow this set, and lib/format.ts's formatters
// keyed by the zone, without end.
const knownZones = new Set<string>();

/**
 * The runtime's canonical name of an IANA zone ('america/sao_paulo' and 'Brazil/East' →
 * 'America/Sao_Paulo'), or undefined for anything it does not know. The cookie is the client's
 * word: only its canonical name is ever used or remembered.
 */
export function canonicalTimeZone(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value))
    return undefined;
  if (knownZones.has(value)) return value;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  knownZones.add(canonical);
  return canonical;
}

/** The browser's own zone (always one it knows), or undefined where the runtime does not say. */
export const browserTimeZone = (): string | undefined =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * Writes the browser's zone into the cookie when it is not there yet. Runs inline before the
 * page paints (serialized with `toString()`), so it uses nothing from outside its own body. The
 * server checks what it reads (`isTimeZone`).
 */
export function rememberTimeZone(cookie: string): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const entry = `${cookie}=${zone}`;
  if (document.cookie.split("; ").includes(entry)) return;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${entry}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** The calendar day ('YYYY-MM-DD') that `now` is in `timeZone` (the organisation's: APP_TIME_ZONE). */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);

/** The calendar day `days` after `day` (both 'YYYY-MM-DD'; negative goes back). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
