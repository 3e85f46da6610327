/**
 * The app's "now" where a calendar day decides what someone may reach (a grant's last day,
 * decision 0126): the system clock, unless a test set another. Workers still take `now` as a
 * parameter (decision 0121); this is for the request paths, which have no such parameter.
 */
declare global {
  var __membrosClock: (() => Date) | undefined;
}

export const clockNow = (): Date => globalThis.__membrosClock?.() ?? new Date();

/** Tests only: the app reads `clock` as its time; `undefined` puts the system clock back. */
export function setClock(clock: (() => Date) | undefined): void {
  globalThis.__membrosClock = clock;
}
