/**
 * Refunds from this value (R$) need two admins in the browser tests. The specs that set the
 * policy set this same value and leave it: they may run at once in two workers, so putting back
 * an earlier policy would pull it from under the other. No other spec's refund reaches it.
 */
export const TWO_APPROVALS_FROM = 7777;
