import { NextResponse, type NextRequest } from "next/server";
import { trustedProxyCount } from "@/lib/core/env";
import { API_CSP, FIXED_HEADERS } from "./security-policy";

/*
 * The security headers every page carries, set by proxy.ts (kept apart from the proxy's other
 * work so each can change alone); /api answers get theirs from next.config.ts and
 * lib/server/route.ts (decision 0087). Pages get a nonce-based CSP: Next.js reads the nonce from
 * the request's CSP header and puts it on its own scripts; the root layout hands it to the inline
 * boot script (components/boot-script.tsx: the theme, the time zone cookie). Styles stay
 * 'unsafe-inline' because Radix Themes writes style attributes.
 */

export { API_CSP, PERMISSIONS_POLICY } from "./security-policy";

export const HSTS = "max-age=31536000; includeSubDomains";

/** The API reference page (app/api/docs/page.tsx). */
export const API_DOCS_PATH = "/api/docs";

/**
 * Public pages with nothing personal on them: `private, no-cache` instead of Next.js's
 * `no-store` for dynamic pages, so the browser may restore them from its back/forward cache.
 * Every other page keeps `no-store`: after a logout, Back must not show a signed-in screen
 * (decision 0043).
 */
export const BFCACHE_PAGES = ["/login", "/register"];

export const VIDEO_FRAMES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

export function pageCsp(nonce: string, dev = process.env.NODE_ENV === "development"): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Lesson videos: the only frames the app shows (lib/validation/content.ts embedUrl).
    `frame-src ${VIDEO_FRAMES.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Whether the browser reached the app over HTTPS (forwarding headers only from a trusted proxy).
 */
export function overHttps(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return (
    trustedProxyCount() > 0 &&
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  );
}

export type Security = {
  /** The request headers the app should render with (nonce CSP, request id). */
  requestHeaders: Headers;
  requestId: string;
  /** Puts the security headers on an answer (the files route sets its own stricter CSP). */
  apply: (response: NextResponse | Response) => NextResponse | Response;
};

/**
 * 128 random bits, base64 (24 characters): as unguessable as a UUID's 122, and half the length
 * of a UUID's text in base64 — Next.js repeats the nonce on every script and stylesheet of a page.
 */
const newNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");

export function prepareSecurity(request: NextRequest): Security {
  const requestId = crypto.randomUUID();
  // /api/docs is a page (the API reference), so it gets the page CSP with a nonce.
  const isApi =
    request.nextUrl.pathname.startsWith("/api/") && request.nextUrl.pathname !== API_DOCS_PATH;
  const csp = isApi ? API_CSP : pageCsp(newNonce());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-request-id", requestId);
  if (!isApi) requestHeaders.set("content-security-policy", csp);
  const https = overHttps(request);
  return {
    requestHeaders,
    requestId,
    apply(response) {
      const responseHeaders = response.headers;
      if (!(isApi && request.nextUrl.pathname.startsWith("/api/files/")))
        responseHeaders.set("content-security-policy", csp);
      for (const [name, value] of Object.entries(FIXED_HEADERS)) responseHeaders.set(name, value);
      responseHeaders.set("x-request-id", requestId);
      if (https) responseHeaders.set("strict-transport-security", HSTS);
      // Next.js keeps a Cache-Control it finds on the answer (send-payload.js).
      if (request.method === "GET" && BFCACHE_PAGES.includes(request.nextUrl.pathname))
        responseHeaders.set("cache-control", "private, no-cache");
      return response;
    },
  };
}

export const FOREIGN_ORIGIN = "Origem da requisição não permitida";

/**
 * A server action (a POST with `Next-Action`) must come from a page of this app: another
 * Origin, or none, is refused with 403 here, before Next.js would throw (a 500).
 */
export function refuseForeignServerAction(request: NextRequest): Response | null {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  const origin = request.headers.get("origin");
  const host =
    (trustedProxyCount() > 0 && request.headers.get("x-forwarded-host")?.split(",")[0]?.trim()) ||
    request.headers.get("host");
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = null;
  }
  if (originHost && host && originHost === host) return null;
  return Response.json({ message: FOREIGN_ORIGIN }, { status: 403 });
}
