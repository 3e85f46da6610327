import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as webhooksPost } from "@/app/api/webhooks/route";
import { getDb } from "@/db";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { deliverWebhooks } from "@/lib/services/webhooks/deliver";
import { INTERNAL_TARGET, isInternalAddress } from "@/lib/services/webhooks/target";
import { call, createUser, type TestUser } from "../support/factory";

/** Paths this receiver was asked for, in order; `/redirect` answers 302 to `/hook`. */
const hits: string[] = [];
let server: Server;
let port = 0;
let admin: TestUser;
const ONCE = { baseDelayMs: 0, maxDelayMs: 0, maxAttempts: 1, leaseMs: 60_000 };

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      hits.push(req.url ?? "");
      if (req.url === "/redirect") {
        res.writeHead(302, { location: `http://127.0.0.1:${port}/hook` }).end();
      } else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  admin = await createUser("ADMIN");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.unstubAllEnvs());

const production = (allowedHosts = "") => {
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("WEBHOOK_ALLOWED_HOSTS", allowedHosts);
};

const register = (url: string) =>
  call(webhooksPost, {
    url: "http://localhost/api/webhooks",
    token: admin.token,
    body: { url, events: ["user.created"] },
  });

/**
 * One queued delivery to `url`, its endpoint written straight into the table: a row registered
 * before the rules, or whose name resolved elsewhere then. Delivers it once; returns its row.
 */
async function deliverOnceTo(url: string) {
  const db = await getDb();
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ url, events: ["user.created"], secret: "whsec_dGVzdGU=", createdBy: admin.id })
    .returning();
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: `msg_${randomUUID()}`,
      eventType: "user.created",
      payload: "{}",
    })
    .returning();
  await deliverWebhooks({ policy: ONCE });
  const [after] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row.id));
  return after;
}

describe("webhook targets in production", () => {
  it("classifies loopback, private, link-local, unique-local and metadata addresses", () => {
    for (const internal of [
      "127.0.0.1",
      "127.255.0.9",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.254",
      "192.168.1.10",
      "169.254.169.254",
      "100.100.100.200",
      "0.0.0.0",
      "::1",
      "::",
      "fc00::1",
      "fd00:ec2::254",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:169.254.169.254",
    ]) {
      expect(isInternalAddress(internal), internal).toBe(true);
    }
    for (const external of [
      "8.8.8.8",
      "172.32.0.1",
      "192.169.0.1",
      "2001:4860::8888",
      "::ffff:8.8.8.8",
    ]) {
      expect(isInternalAddress(external), external).toBe(false);
    }
  });

  it("registration refuses an internal address, literal or resolved, with 400 on url", async () => {
    production();
    for (const url of [
      "https://127.0.0.1/hook",
      "https://127.1/hook",
      "https://2130706433/hook",
      "https://10.20.30.40/hook",
      "https://172.16.5.4/hook",
      "https://192.168.0.1/hook",
      "https://169.254.169.254/latest/meta-data/",
      "https://0.0.0.0:8080/hook",
      "https://[::1]/hook",
      "https://[fd00:ec2::254]/",
      "https://[fe80::1]/hook",
      "https://[::ffff:127.0.0.1]/hook",
      "https://[::ffff:a9fe:a9fe]/hook",
      "https://localhost/hook",
      "https://LocalHost:8443/hook",
    ]) {
      const answer = await register(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.errors, url).toEqual({ url: [INTERNAL_TARGET] });
    }
    // Public addresses pass without any name lookup.
    expect((await register("https://172.32.0.1/hook")).status).toBe(201);
    expect((await register("https://[2001:db8::1]/hook")).status).toBe(201);
  });

  it("WEBHOOK_ALLOWED_HOSTS lets an internal receiver in, over plain HTTP too", async () => {
    production();
    expect((await register(`http://127.0.0.1:${port}/hook`)).status).toBe(400);
    production(" receptor.interno , 127.0.0.1");
    expect((await register(`http://127.0.0.1:${port}/hook`)).status).toBe(201);
    const start = hits.length;
    const row = await deliverOnceTo(`http://127.0.0.1:${port}/hook`);
    expect(row).toMatchObject({ status: "sent", responseStatus: 204, lastError: null });
    expect(hits.slice(start)).toEqual(["/hook"]);
    production("localhost");
    expect(await deliverOnceTo(`http://localhost:${port}/hook`)).toMatchObject({ status: "sent" });
  });

  it("delivery checks again after resolving: nothing is sent to an internal address", async () => {
    production();
    const start = hits.length;
    const byName = await deliverOnceTo(`http://localhost:${port}/hook`);
    expect(byName).toMatchObject({ status: "failed", responseStatus: null });
    expect(byName.lastError).toMatch(
      /^Destino recusado: localhost resolve para o endereço interno (127\.0\.0\.1|::1) \(libere o host em WEBHOOK_ALLOWED_HOSTS/,
    );
    const mapped = await deliverOnceTo(`http://[::ffff:127.0.0.1]:${port}/hook`);
    expect(mapped.lastError).toMatch(/^Destino recusado: ::ffff:7f00:1 é um endereço interno/);
    const literal = await deliverOnceTo(`http://127.0.0.1:${port}/hook`);
    expect(literal.lastError).toMatch(/^Destino recusado: 127\.0\.0\.1 é um endereço interno/);
    const v6 = await deliverOnceTo(`http://[::1]:${port}/hook`);
    expect(v6.lastError).toMatch(/^Destino recusado: ::1 é um endereço interno/);
    expect(hits.slice(start)).toEqual([]);
  });

  it("a redirect is the answer, never followed", async () => {
    production("127.0.0.1");
    const start = hits.length;
    const row = await deliverOnceTo(`http://127.0.0.1:${port}/redirect`);
    expect(row).toMatchObject({
      status: "failed",
      responseStatus: 302,
      lastError: "O endpoint respondeu HTTP 302 (redirecionamentos não são seguidos)",
    });
    expect(hits.slice(start)).toEqual(["/redirect"]);
  });

  it("outside production the local receiver of development and the tests is reachable", async () => {
    expect((await register(`http://localhost:${port}/hook`)).status).toBe(201);
    expect(await deliverOnceTo(`http://localhost:${port}/hook`)).toMatchObject({ status: "sent" });
  });
});
