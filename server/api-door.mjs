// @ts-check
/**
 * The API's own door (docs/decisions/0098): an /api request the proxy does not run for goes
 * straight to its route handler — a Web `Request` in, a `Response` out — without the framework's
 * per-request machinery, which cost more than the handler on the cheap endpoints. Everything it
 * does not recognise (another path, a method outside HTTP's usual seven, a percent-escape, a
 * trailing slash, a handler module it cannot load) it leaves to Next.js, by returning false.
 *
 * What Next.js would add, it adds the same way: the `headers()` rules of next.config.ts (read
 * from the build's routes-manifest.json), HEAD answered by GET, OPTIONS with `Allow`, 405 for a
 * method the route does not export, gzip for a client that accepts it, and a request signal that
 * aborts when the client hangs up before the answer is sent.
 */
import { Readable } from "node:stream";
import { once } from "node:events";
import { promisify } from "node:util";
import { createGzip, gzip as gzipCallback } from "node:zlib";

const gzipAsync = promisify(gzipCallback);

export const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"];
const METHODS = new Set(HTTP_METHODS);

/** Letters, digits and `-._~` per segment; no empty, `.` or `..` segment, no trailing slash. */
const PLAIN_PATH = /^\/api(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)+$/;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))\b)/i;
/** What Next.js's `compress` leaves alone: bodies announced below this many bytes. */
const COMPRESS_THRESHOLD = 1024;
const INTERNAL_ERROR = JSON.stringify({ message: "Erro interno. Tente novamente mais tarde." });

/**
 * @typedef {(request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Response | Promise<Response>} Handler
 * @typedef {{ regex: RegExp, headers: { key: string, value: string }[] }} HeaderRule
 * @typedef {{
 *   table: { match(pathname: string): { entry: string, params: Record<string, string | string[]> } | null },
 *   loadRoute: (entry: string) => Record<string, unknown> | null,
 *   headerRules: HeaderRule[],
 *   proxied: (pathname: string) => boolean,
 *   origin: (request: import("node:http").IncomingMessage) => string,
 * }} DoorOptions
 */

/** @param {Record<string, unknown>} userland @returns {Map<string, Handler>} */
function methodTable(userland) {
  /** @type {Map<string, Handler>} */
  const methods = new Map();
  for (const method of HTTP_METHODS)
    if (typeof userland[method] === "function")
      methods.set(method, /** @type {Handler} */ (userland[method]));
  if (!methods.has("HEAD") && methods.has("GET"))
    methods.set("HEAD", /** @type {Handler} */ (methods.get("GET")));
  if (!methods.has("OPTIONS")) {
    const allow = [...new Set(["OPTIONS", ...methods.keys()])].sort().join(", ");
    methods.set("OPTIONS", () => new Response(null, { status: 204, headers: { allow } }));
  }
  return methods;
}

/** @param {DoorOptions} options */
export function createApiDoor({ table, loadRoute, headerRules, proxied, origin }) {
  /** @type {Map<string, Map<string, Handler> | null>} */
  const routes = new Map();
  /** @param {string} entry */
  const methodsOf = (entry) => {
    if (!routes.has(entry)) {
      const userland = loadRoute(entry);
      routes.set(entry, userland ? methodTable(userland) : null);
    }
    return routes.get(entry);
  };

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @returns {boolean} whether the door answers this request
   */
  return function door(req, res) {
    const url = req.url ?? "";
    if (!url.startsWith("/api/") || !METHODS.has(req.method ?? "")) return false;
    const query = url.indexOf("?");
    const pathname = query < 0 ? url : url.slice(0, query);
    if (!PLAIN_PATH.test(pathname) || proxied(pathname)) return false;
    const match = table.match(pathname);
    const methods = match && methodsOf(match.entry);
    if (!match || !methods) return false;
    const handler =
      methods.get(/** @type {string} */ (req.method)) ??
      (() => new Response(null, { status: 405 }));
    // An answer Node refuses to write (a header value it rejects) must not take the process down.
    answer(req, res, pathname, handler, match.params).catch((error) => {
      console.error(`[api-door] ${req.method} ${pathname} could not be answered:`, error);
      res.destroy();
    });
    return true;
  };

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} pathname
   * @param {Handler} handler
   * @param {Record<string, string | string[]>} params
   */
  async function answer(req, res, pathname, handler, params) {
    const hangUp = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) hangUp.abort();
    });
    let response;
    try {
      response = await handler(toRequest(req, origin(req), hangUp.signal), {
        params: Promise.resolve(params),
      });
    } catch (error) {
      // The handlers map their own errors (lib/server/route.ts); this is the last resort.
      console.error(`[api] ${req.method} ${pathname}`, error);
      response = new Response(INTERNAL_ERROR, {
        status: 500,
        headers: { "content-type": "application/json" },
      });
    }
    await send(req, res, pathname, response);
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} pathname
   * @param {Response} response
   */
  async function send(req, res, pathname, response) {
    res.statusCode = response.status;
    for (const rule of headerRules)
      if (rule.regex.test(pathname))
        for (const { key, value } of rule.headers) res.setHeader(key, value);
    response.headers.forEach((value, key) => {
      if (key !== "set-cookie") res.setHeader(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("set-cookie", cookies);
    if (
      !response.body ||
      req.method === "HEAD" ||
      response.status === 204 ||
      response.status === 304
    ) {
      await response.body?.cancel();
      res.end();
      return;
    }
    if (isCompressible(response)) res.appendHeader("vary", "Accept-Encoding");
    const gzip = compresses(req, response);
    const reader = response.body.getReader();
    try {
      const first = await reader.read();
      const second = first.done ? first : await reader.read();
      if (second.done) {
        // The whole body in one chunk (every JSON answer): one write with its length, not a
        // chunked transfer in three.
        await sendWhole(res, first.done ? new Uint8Array(0) : first.value, gzip);
        return;
      }
      /** @type {import("node:stream").Writable} */
      let sink = res;
      if (gzip) {
        res.removeHeader("content-length");
        res.setHeader("content-encoding", "gzip");
        sink = createGzip();
        sink.pipe(res);
        sink.on("error", () => res.destroy());
      }
      /** @param {Uint8Array} chunk */
      const write = async (chunk) => {
        if (!sink.write(chunk)) await Promise.race([once(sink, "drain"), once(res, "close")]);
      };
      await write(/** @type {Uint8Array} */ (first.value));
      await write(second.value);
      while (!res.destroyed) {
        const next = await reader.read();
        if (next.done) break;
        await write(next.value);
      }
      if (res.destroyed) await reader.cancel();
      sink.end();
    } catch (error) {
      // A body that fails half-way cannot become an error answer any more: cut the connection,
      // so the client sees a broken transfer rather than a short file.
      console.error(`[api] ${req.method} ${pathname}: the answer's body failed`, error);
      res.destroy();
    }
  }
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {Uint8Array} body
 * @param {boolean} gzip
 */
async function sendWhole(res, body, gzip) {
  if (gzip) {
    body = await gzipAsync(body);
    res.setHeader("content-encoding", "gzip");
  }
  res.setHeader("content-length", body.byteLength);
  res.end(body);
}

/** @param {Response} response */
const isCompressible = (response) => COMPRESSIBLE.test(response.headers.get("content-type") ?? "");

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {Response} response
 */
function compresses(req, response) {
  if (!isCompressible(response) || response.headers.has("content-encoding")) return false;
  if (/\bno-transform\b/.test(response.headers.get("cache-control") ?? "")) return false;
  const length = response.headers.get("content-length");
  if (length !== null && Number(length) < COMPRESS_THRESHOLD) return false;
  return /\bgzip\b/i.test(String(req.headers["accept-encoding"] ?? ""));
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {string} origin
 * @param {AbortSignal} signal
 */
function toRequest(req, origin, signal) {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const hasBody =
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    (req.headers["transfer-encoding"] !== undefined ||
      Number(req.headers["content-length"] ?? 0) > 0);
  return new Request(origin + req.url, {
    method: req.method,
    headers,
    signal,
    ...(hasBody
      ? { body: /** @type {ReadableStream} */ (Readable.toWeb(req)), duplex: "half" }
      : {}),
  });
}
