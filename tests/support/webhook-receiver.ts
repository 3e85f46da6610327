import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect } from "vitest";
import { POST as webhooksPost } from "@/app/api/webhooks/route";
import { call, createUser, type TestUser } from "./factory";

type Received = {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  verified: boolean;
  status: number;
};

/** A real receiver: verifies each signature the way the README tells integrators to. */
export function verify(
  secret: string,
  id: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const key = Buffer.from(secret.split("_")[1], "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return (
    signature.split(" ").includes(`v1,${expected}`) &&
    Math.abs(Date.now() / 1000 - Number(timestamp)) < 300
  );
}

/*
 * Live bindings: the tests read these after `webhookReceiver()`'s beforeAll has set them.
 */
let server: Server;
export let url = "";
export let secret = "";
export const received: Received[] = [];
/** Message ids answered with 500 the first time they arrive. */
export const failOnce = new Set<string>();
export let admin: TestUser;
export let employee: TestUser;
export const FAST = { baseDelayMs: 0, maxDelayMs: 0, maxAttempts: 6, leaseMs: 60_000 };

/**
 * For this test file: a receiver on a free local port that records what arrives, an admin and an
 * employee, and the receiver registered by the admin as the endpoint of the events the tests make.
 */
export function webhookReceiver() {
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const h = (name: string) => String(req.headers[name] ?? "");
        const id = h("webhook-id");
        const status = failOnce.delete(id) ? 500 : 204;
        received.push({
          id,
          timestamp: h("webhook-timestamp"),
          signature: h("webhook-signature"),
          body,
          verified: verify(secret, id, h("webhook-timestamp"), body, h("webhook-signature")),
          status,
        });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    admin = await createUser("ADMIN");
    employee = await createUser("EMPLOYEE");
    const created = await call(webhooksPost, {
      url: "http://localhost/api/webhooks",
      token: admin.token,
      body: {
        url,
        description: "Receptor de teste",
        events: [
          "finance.created",
          "finance.moved",
          "meeting.created",
          "meeting.changed",
          "meeting.cancelled",
          "user.created",
          "user.deactivated",
        ],
      },
    });
    expect(created.status).toBe(201);
    secret = created.body.secret;
    expect(secret).toMatch(/^whsec_/);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
}
