import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as unknownRoute from "@/app/api/[...path]/route";
import { FIXED_HEADERS } from "@/lib/server/security-policy";
import { createApiDoor } from "@/server/api-door.mjs";
import { routeTable } from "@/server/route-table.mjs";
import { createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";
import * as paymentExport from "@/app/api/payment-admin/export/route";

/**
 * The API door (server/api-door.mjs) in a real node:http server, in front of the app's real
 * route handlers. What the door leaves alone is answered by a stand-in for Next.js (status 299),
 * so the test sees exactly which requests the door takes.
 */
const hangUps: string[] = [];
const routes: Record<string, Record<string, unknown>> = {
  "/api/[...path]/route": unknownRoute,
  "/api/payment-admin/route": FINANCE_API.payment.admin.list,
  "/api/payment-admin/[id]/route": FINANCE_API.payment.admin.item,
  "/api/payment-admin/export/route": paymentExport,
  "/api/collaborator/payments/route": FINANCE_API.payment.collaborator.list,
  "/api/test/slow/route": {
    GET: (request: Request) =>
      new Promise<Response>((resolve) => {
        request.signal.addEventListener("abort", () => {
          hangUps.push("aborted");
          resolve(new Response(null, { status: 499 }));
        });
      }),
  },
  "/api/test/bad-header/route": {
    GET: () => new Response("{}", { headers: { "x-broken": "a\u0001b" } }),
  },
  "/api/test/throws/route": {
    GET: () => {
      throw new Error("a bug");
    },
  },
};
const manifest = Object.fromEntries(
  [
    ...Object.keys(routes),
    "/api/test/unloadable/route",
    "/api/auth/[...nextauth]/route",
    "/login/page",
  ].map((entry) => [entry, entry.replace(/\/(route|page)$/, "")]),
);
const fixed = Object.entries(FIXED_HEADERS).map(([key, value]) => ({ key, value }));
// The proxy's matcher and next.config's rules, as the build writes them for this app.
const proxyMatcher =
  /^\/((?!_next\/static|_next\/image|favicon.ico|api\/(?!docs(?:\/|$)|auth\/)).*)$/;

let server: Server;
let base: string;
let admin: TestUser;
let ana: TestUser;

beforeAll(async () => {
  admin = await createUser("ADMIN");
  ana = await createUser("EMPLOYEE");
  const door = createApiDoor({
    table: routeTable(manifest, "/api/"),
    loadRoute: (entry: string) => routes[entry] ?? null,
    headerRules: [{ regex: /^\/api(?:\/((?!docs(?:\/|$)|auth\/).*))(?:\/)?$/, headers: fixed }],
    proxied: (pathname: string) => proxyMatcher.test(pathname),
    origin: () => "http://localhost:3000",
  });
  server = createServer((req, res) => {
    if (door(req, res)) return;
    res.statusCode = 299;
    res.end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One raw HTTP exchange: no automatic decompression, so the test sees the bytes sent. */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    // A path, not a URL: the URL parser would resolve `..` and `.` before the server saw them.
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: new URL(base).port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

describe("the API door", () => {
  it("answers a list call from its route handler, with the security headers and a request id", async () => {
    await FINANCE_API.payment.collaborator.list.POST(
      new Request("http://localhost/api/collaborator/payments", {
        method: "POST",
        headers: { ...bearer(ana), "content-type": "application/json" },
        body: JSON.stringify(await validBody("payment")),
      }),
      { params: Promise.resolve({}) },
    );
    const answer = await raw("/api/payment-admin?page=1&per_page=2", { headers: bearer(admin) });
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body.toString());
    expect(body.meta).toMatchObject({ currentPage: 1, perPage: 2 });
    expect(body.data.length).toBeGreaterThan(0);
    for (const [key, value] of Object.entries(FIXED_HEADERS))
      expect(answer.headers[key]).toBe(value);
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers["content-type"]).toBe("application/json");
    // A body that comes whole goes out whole: its length, not a chunked transfer.
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
  });

  it("fills the route's parameters from the path", async () => {
    const list = JSON.parse(
      (
        await raw("/api/payment-admin?page=1&per_page=1", { headers: bearer(admin) })
      ).body.toString(),
    );
    const id = list.data[0].id;
    const answer = await raw(`/api/payment-admin/${id}`, { headers: bearer(admin) });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ id });
  });

  it("checks the caller in the service as every door does: an employee gets 403 on an admin call, nobody 401", async () => {
    expect((await raw("/api/payment-admin", { headers: bearer(ana) })).status).toBe(403);
    const anonymous = await raw("/api/payment-admin");
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body.toString())).toHaveProperty("message");
  });

  it("passes a JSON body to the handler and its answer back", async () => {
    const answer = await raw("/api/collaborator/payments", {
      method: "POST",
      headers: { ...bearer(ana), "content-type": "application/json" },
      body: JSON.stringify(await validBody("payment")),
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      success: true,
      id: expect.any(Number),
    });
    const bad = await raw("/api/collaborator/payments", {
      method: "POST",
      headers: { ...bearer(ana), "content-type": "application/json" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
  });

  it("gzips a body for a client that accepts it, and says the answer varies with that", async () => {
    const plain = await raw("/api/payment-admin?page=1&per_page=50", { headers: bearer(admin) });
    const zipped = await raw("/api/payment-admin?page=1&per_page=50", {
      headers: { ...bearer(admin), "accept-encoding": "gzip, deflate, br" },
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers["content-length"]).toBe(String(zipped.body.length));
    expect(JSON.parse(gunzipSync(zipped.body).toString()).meta).toEqual(
      JSON.parse(plain.body.toString()).meta,
    );
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("streams an export in full", async () => {
    const answer = await raw("/api/payment-admin/export", { headers: bearer(admin) });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="pagamentos-.*\.csv"$/,
    );
    const rows: string[][] = parse(answer.body.toString(), {
      delimiter: ";",
      bom: true,
      record_delimiter: "\r\n",
    });
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(rows[0][0]).toBe("ID");
    expect(rows.length).toBeGreaterThan(1);
    const zipped = await raw("/api/payment-admin/export", {
      headers: { ...bearer(admin), "accept-encoding": "gzip" },
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(answer.body.toString());
  });

  it("answers HEAD with GET's headers and no body, OPTIONS with Allow, and 405 for a method the route lacks", async () => {
    const head = await raw("/api/payment-admin", { method: "HEAD", headers: bearer(admin) });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const options = await raw("/api/payment-admin", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, OPTIONS, POST");
    const put = await raw("/api/payment-admin", { method: "PUT", headers: bearer(admin) });
    expect(put.status).toBe(405);
    expect(put.headers["x-frame-options"]).toBe("DENY");
  });

  it("answers a path no route names with the JSON 404 of the catch-all", async () => {
    const answer = await raw("/api/nao-existe/123");
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body.toString())).toEqual({ message: "Rota não encontrada" });
  });

  it("leaves to Next.js what it does not recognise", async () => {
    for (const path of [
      "/login",
      "/api/auth/session",
      "/api/payment-admin/",
      "/api/%70ayment-admin",
      "/api//payment-admin",
      "/api/../login",
      "/api/./payment-admin",
      "/api/test/unloadable",
    ]) {
      expect((await raw(path)).status, path).toBe(299);
    }
    expect((await raw("/api/payment-admin", { method: "PROPFIND" })).status).toBe(299);
  });

  it("aborts the request's signal when the client hangs up, so its queries are cancelled", async () => {
    hangUps.length = 0;
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}/api/test/slow`);
      req.on("error", () => resolve());
      req.end();
      setTimeout(() => req.destroy(), 100);
    });
    await expect.poll(() => hangUps).toEqual(["aborted"]);
  });

  it("cuts the connection, and keeps serving, when an answer cannot be written", async () => {
    await expect(raw("/api/test/bad-header")).rejects.toThrow();
    expect((await raw("/api/nao-existe")).status).toBe(404);
  });

  it("answers the JSON 500 envelope when a handler throws", async () => {
    const answer = await raw("/api/test/throws");
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body.toString())).toEqual({
      message: "Erro interno. Tente novamente mais tarde.",
    });
  });
});
