import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { PATCH as ownPatch } from "@/app/api/collaborator/user/route";
import { GET as usersGet } from "@/app/api/user/route";
import { getDb } from "@/db";
import { files, paymentTypes, payments } from "@/db/schema";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { attachFile } from "@/lib/services/files";
import proxy from "@/proxy";
import { fileOf, pdfBytes, pngBytes } from "../support/files";
import { call, createUser } from "../support/factory";

const uploads = mkdtempSync(path.join(tmpdir(), "membros-secure-"));
beforeAll(() => useStorage("local", localStorage(path.join(uploads, "store"))));
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

describe("bad input never reaches a 500", () => {
  it("a NUL byte or another control character in a query field answers 400 naming the field", async () => {
    const admin = await createUser("ADMIN");
    for (const query of ["name=%00", "email=a%01b", "document=%1B"]) {
      const { status, body } = await call(usersGet, {
        token: admin.token,
        url: `http://localhost/api/user?${query}`,
      });
      expect(status, query).toBe(400);
      expect(Object.keys(body.errors)).toEqual([query.split("=")[0]]);
    }
    expect(
      (
        await call(usersGet, {
          token: admin.token,
          url: "http://localhost/api/user?name=Jos%C3%A9",
        })
      ).status,
    ).toBe(200);
  });

  it("a NUL byte in a JSON body field answers 400 naming the field", async () => {
    const user = await createUser();
    const { status, body } = await call(ownPatch, {
      method: "PATCH",
      token: user.token,
      body: { instagram: "a\u0000b" },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ instagram: ["Contém caracteres de controle não permitidos"] });
  });

  it("a 2 MB JSON body answers 413 before it is parsed, announced or not", async () => {
    const user = await createUser();
    const big = JSON.stringify({ instagram: "x".repeat(2 * 1024 * 1024) });
    const announced = await call(ownPatch, {
      method: "PATCH",
      token: user.token,
      rawBody: big,
      headers: { "content-type": "application/json", "content-length": String(big.length) },
    });
    expect(announced.status).toBe(413);
    const stream = new Blob([big]).stream();
    const request = new Request("http://localhost/api/collaborator/user", {
      method: "PATCH",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const streamed = await ownPatch(request, { params: Promise.resolve({}) });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: "O corpo da requisição passa de 1 MB" });
  });
});

describe("security headers (proxy.ts)", () => {
  const through = (url: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
    proxy(new NextRequest(url, init));

  it("a page gets a nonce CSP, nosniff, referrer and permissions policies, frame denial and a request id", async () => {
    const response = await through("http://localhost/login");
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    for (const directive of [
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    // The nonce changes on every request and reaches the page render.
    const again = await through("http://localhost/login");
    expect(again.headers.get("content-security-policy")).not.toBe(csp);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });

  it("an API answer gets a CSP that forbids everything; HTTPS adds Strict-Transport-Security", async () => {
    const api = await through("http://localhost/api/user");
    expect(api.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    const https = await through("https://membros.example/admin/home");
    expect(https.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(https.status).toBe(307);
  });

  it("a server action from a foreign Origin, or none, answers 403; from this origin it goes on", async () => {
    const action = (origin?: string) =>
      through("http://localhost:3000/login", {
        method: "POST",
        headers: { "next-action": "00ab", host: "localhost:3000", ...(origin ? { origin } : {}) },
      });
    expect((await action("http://evil.example")).status).toBe(403);
    expect((await action()).status).toBe(403);
    const own = await action("http://localhost:3000");
    expect(own.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("receipts", () => {
  async function receipt(bytes: Buffer, name: string) {
    const owner = await createUser();
    const db = await getDb();
    const [type] = await db.select().from(paymentTypes).limit(1);
    const [payment] = await db
      .insert(payments)
      .values({ userId: owner.id, typeId: type.id, description: "Recibo", valueCents: 1000 })
      .returning();
    const file = await attachFile(owner.actor, fileOf(bytes, name), async (tx, fileId) => {
      await tx.update(payments).set({ fileId }).where(eq(payments.id, payment.id));
      return null;
    });
    return { owner, file };
  }

  it("are served sandboxed; a PDF is an attachment unless asked inline", async () => {
    const { owner, file } = await receipt(pdfBytes(), "recibo.pdf");
    const params = { id: String(file.id) };
    const plain = await call(fileGet, { token: owner.token, params });
    expect(plain.response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; sandbox",
    );
    expect(plain.response.headers.get("content-disposition")).toMatch(/^attachment; /);
    const inline = await call(fileGet, {
      token: owner.token,
      params,
      url: `http://localhost/api/files/${file.id}?inline=1`,
    });
    expect(inline.response.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(inline.response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; sandbox",
    );
    const image = await receipt(pngBytes(), "foto.png");
    const png = await call(fileGet, {
      token: image.owner.token,
      params: { id: String(image.file.id) },
    });
    expect(png.response.headers.get("content-disposition")).toMatch(/^inline; /);
  });

  it("are written with mode 0600 in folders with mode 0700", async () => {
    const { file } = await receipt(pdfBytes(), "modo.pdf");
    const db = await getDb();
    const [row] = await db.select().from(files).where(eq(files.id, file.id));
    const stored = path.join(uploads, "store", row.key);
    expect(statSync(stored).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(stored)).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(uploads, "store")).mode & 0o777).toBe(0o700);
  });
});

describe("API answers without the proxy (decision 0087)", () => {
  it("an API answer carries a request id minted by the app, never the client's", async () => {
    const answer = await call(usersGet, {
      headers: { "x-request-id": "forjado" },
      url: "http://localhost/api/user",
    });
    expect(answer.status).toBe(401);
    expect(answer.response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const https = await call(usersGet, { url: "https://membros.example/api/user" });
    expect(https.response.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(answer.response.headers.get("strict-transport-security")).toBeNull();
  });
});
