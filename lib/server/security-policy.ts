/**
 * The security headers that are the same on every answer, with no import so next.config.ts can
 * read them: proxy.ts puts them on pages (security-headers.ts), and next.config.ts on every
 * /api answer, which the proxy does not run for (decision 0087).
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()";

/** API answers are data, never a document: nothing may load or run in them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export const FIXED_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": PERMISSIONS_POLICY,
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

/**
 * The /api paths the proxy still runs for, as a regular expression for `next.config.ts`: the API
 * reference is a page (nonce CSP), and Auth.js's endpoints set and clear the session cookie, which
 * keeps them behind the same door as sign-in. proxy.ts's matcher must spell it out again (Next
 * reads that one as a literal at build time); tests/unit/api-without-proxy.test.ts holds both.
 */
export const PROXIED_API = "docs(?:/|$)|auth/";
