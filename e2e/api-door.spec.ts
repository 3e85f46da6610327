import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers";

/**
 * `npm start` answers the API's data calls through its own door (server/api-door.mjs, decision
 * 0098), built from this build's manifests; everything else goes to Next.js as before.
 */
test.describe("the production server's API door", () => {
  test("answers a data call itself, with the framework's headers, methods and compression", async ({
    request,
  }) => {
    const { token } = await (await request.post("/api/auth", { data: ADMIN })).json();
    const headers = { authorization: `Bearer ${token}` };

    const list = await request.get("/api/payment-admin?page=1&per_page=20", {
      headers: { ...headers, "accept-encoding": "gzip" },
    });
    expect(list.status()).toBe(200);
    expect((await list.json()).meta).toMatchObject({ currentPage: 1, perPage: 20 });
    expect(list.headers()["content-encoding"]).toBe("gzip");
    expect(list.headers()["x-frame-options"]).toBe("DENY");
    expect(list.headers()["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(list.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // Next.js marks every answer of its App Router with `Vary: rsc, …`; the door's do not need it.
    expect(list.headers().vary).not.toMatch(/rsc/);

    const options = await request.fetch("/api/payment-admin", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers().allow).toBe("GET, HEAD, OPTIONS, POST");
    const head = await request.fetch("/api/payment-admin", { method: "HEAD", headers });
    expect(head.status()).toBe(200);
    expect((await head.body()).length).toBe(0);
    expect((await request.fetch("/api/payment-admin", { method: "PUT", headers })).status()).toBe(
      405,
    );

    const item = await request.get(`/api/payment-admin/${(await list.json()).data[0].id}`, {
      headers,
    });
    expect(item.status()).toBe(200);
    const missing = await request.get("/api/nao-existe");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: "Rota não encontrada" });
  });

  test("leaves to Next.js what is not a plain data call", async ({ request }) => {
    // A trailing slash: Next.js's redirect, as before the door.
    const slash = await request.get("/api/payment-admin/", { maxRedirects: 0 });
    expect(slash.status()).toBe(308);
    expect(slash.headers().location).toBe("/api/payment-admin");
    // Auth.js's endpoints stay behind the proxy.
    const session = await request.get("/api/auth/session");
    expect(session.status()).toBe(200);
    expect(session.headers().vary).toMatch(/rsc/);
  });
});
