import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import postgres, { type Sql } from "postgres";
import { startS3, type TestS3 } from "../tests/support/s3-server";
import { startSmtp, type TestSmtp } from "../tests/support/smtp";
import {
  freshDatabase,
  requestOn,
  startProductionServer,
  type ProductionServer,
} from "./production-server";

/**
 * Two production nodes on one PostgreSQL database, one S3-compatible store (s3rver) and one SMTP
 * server, as docs/deploy.md's "Several nodes" runs them: files, sessions, the sign-in lockout,
 * acknowledged writes across a node killed with SIGKILL, e-mails, and racing decisions.
 */
const admin = { email: "admin@nos.membros.dev", password: "DoisNos@123456" };
const employee = { email: "colaboradora@nos.membros.dev", password: "Colaboradora#2026" };
// A 1×1 PNG; a random tail makes each receipt's bytes (and hash) its own.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const receipt = () => Buffer.concat([PNG, randomBytes(64)]);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let database: Awaited<ReturnType<typeof freshDatabase>>;
let sql: Sql;
let s3: TestS3;
let smtp: TestSmtp;
const dataDirs: string[] = [];
const nodes: Record<"a" | "b", ProductionServer> = {} as never;
let employeeId: number;

async function startNode(): Promise<ProductionServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "membros-node-"));
  dataDirs.push(dataDir);
  return startProductionServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    AUTH_SECRET: "segredo-compartilhado-pelos-nos-0123456789abcdef",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Membros <avisos@membros.dev>",
    MAIL_POLL_MS: "200",
    // A node killed mid-delivery leaves its rows to the other after this long.
    OUTBOX_LEASE_MS: "3000",
    ...s3.env,
  });
}

async function signIn(node: ProductionServer, who: { email: string; password: string }) {
  return requestOn(node, "/api/auth", { method: "POST", body: JSON.stringify(who) });
}

async function tokenOf(node: ProductionServer, who: { email: string; password: string }) {
  const answer = await signIn(node, who);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

function paymentForm(typeId: number, description: string, bytes: Buffer) {
  const form = new FormData();
  form.set("value", "10.50");
  form.set("description", description);
  form.set("paymentTypeId", String(typeId));
  form.set("userId", String(employeeId));
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "recibo.png");
  return form;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await freshDatabase("membros_e2e_nodes");
  sql = postgres(database.url, { onnotice: () => {}, max: 2 });
  s3 = await startS3();
  smtp = await startSmtp();
  // Both at once: one migrates under the advisory lock, the other waits for it.
  [nodes.a, nodes.b] = await Promise.all([startNode(), startNode()]);
  const token = await tokenOf(nodes.a, admin);
  const created = await requestOn(nodes.a, "/api/user", {
    method: "POST",
    token,
    body: JSON.stringify({
      firstName: "Célia",
      lastName: "Nós",
      email: employee.email,
      phone: "11987654321",
      birthDate: "1991-04-05",
      profileId: 3,
      password: employee.password,
    }),
  });
  expect(created.status).toBe(201);
  employeeId = ((await created.json()) as { id: number }).id;
});

test.afterAll(async () => {
  for (const node of Object.values(nodes)) await node?.stop("SIGKILL");
  await sql?.end();
  await s3?.close();
  await smtp?.close();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

test("a receipt uploaded through node A downloads byte-identical through node B; neither node's data folder holds it", async () => {
  const bytes = receipt();
  const token = await tokenOf(nodes.a, employee);
  const form = new FormData();
  form.set("value", "42.00");
  form.set("description", "Táxi para o cliente");
  form.set("refundTypeId", String((await sql`select min(id) id from refund_types`)[0].id));
  form.set("refundDate", new Date().toISOString().slice(0, 10));
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "taxi.png");
  const created = await requestOn(nodes.a, "/api/collaborator/refunds", {
    method: "POST",
    token,
    body: form,
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const item = await requestOn(nodes.b, `/api/collaborator/refunds/${id}`, { token });
  expect(item.status).toBe(200);
  const { file } = (await item.json()) as { file: { id: number } };
  const download = await requestOn(nodes.b, `/api/files/${file.id}`, { token });
  expect(download.status).toBe(200);
  expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(bytes));
  expect([...(await s3.objects()).values()].map((object) => sha256(object))).toContain(
    sha256(bytes),
  );
  for (const dir of dataDirs)
    expect(
      readdirSync(dir, { recursive: true }).filter((f) => String(f).includes("upload")),
    ).toEqual([]);
});

test("a session signed in on A works on B; logging out on B ends it on A; five failures over both nodes lock the account", async () => {
  const token = await tokenOf(nodes.a, employee);
  expect((await requestOn(nodes.b, "/api/collaborator/refunds", { token })).status).toBe(200);
  expect(
    (await requestOn(nodes.b, "/api/account/logout", { method: "POST", token })).status,
  ).toBeLessThan(300);
  expect((await requestOn(nodes.a, "/api/collaborator/refunds", { token })).status).toBe(401);

  const wrong = { email: employee.email, password: "Errada#12345" };
  for (const node of [nodes.a, nodes.b, nodes.a, nodes.b, nodes.a])
    expect((await signIn(node, wrong)).status).toBe(401);
  // The sixth try is refused even with the right password, on either node.
  expect((await signIn(nodes.b, employee)).status).toBe(429);
  expect((await signIn(nodes.a, employee)).status).toBe(429);
  await sql`delete from login_failures`;
});

test("200 payments created alternately through A and B while A is killed half-way: every answered one exists once with its receipt; every e-mail arrives, repeats only under one Message-ID", async () => {
  test.setTimeout(300_000);
  const typeId = (await sql`select min(id) id from payment_types`)[0].id as number;
  const tokens = { a: await tokenOf(nodes.a, admin), b: await tokenOf(nodes.b, admin) };
  const run = `carga-${Date.now()}`;
  const answered = new Map<number, { description: string; hash: string }>();
  const attempted: string[] = [];
  const create = async (index: number) => {
    const on = index % 2 === 0 ? "a" : "b";
    const description = `${run} ${index}`;
    const bytes = receipt();
    attempted.push(description);
    try {
      const answer = await requestOn(nodes[on], "/api/payment-admin", {
        method: "POST",
        token: tokens[on],
        body: paymentForm(typeId, description, bytes),
      });
      if (answer.status !== 201) return;
      const { id } = (await answer.json()) as { id: number };
      answered.set(id, { description, hash: sha256(bytes) });
    } catch {
      // Node A died under this request: its outcome is unknown to the client, as in production.
    }
  };
  // Eight clients at a time; A is killed once half of the items have been sent.
  let next = 0;
  let killed = false;
  const client = async () => {
    while (next < 200) {
      const index = next++;
      if (index === 100 && !killed) {
        killed = true;
        nodes.a.process.kill("SIGKILL");
      }
      await create(index);
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  expect(killed).toBe(true);
  expect(answered.size).toBeGreaterThanOrEqual(100);

  const rows = await sql<{ id: number; description: string; file_id: number | null }[]>`
    select id, description, file_id from payments where description like ${`${run} %`}`;
  const byDescription = new Map<string, number>();
  for (const row of rows)
    byDescription.set(row.description, (byDescription.get(row.description) ?? 0) + 1);
  // None twice.
  expect([...byDescription.values()].filter((count) => count > 1)).toEqual([]);
  // Every acknowledged create exists with the receipt that was sent.
  const adminB = tokens.b;
  for (const [id, sent] of answered) {
    const row = rows.find((r) => r.id === id);
    expect(row?.description).toBe(sent.description);
    const download = await requestOn(nodes.b, `/api/files/${row!.file_id}`, { token: adminB });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sent.hash);
  }

  // Node B's worker delivers every e-mail, also those node A had claimed when it died.
  const outbox = async () =>
    sql<{ id: number; status: string }[]>`
      select id, status from email_outbox where text like ${`%${run} %`}`;
  await expect
    .poll(async () => (await outbox()).filter((row) => row.status !== "sent").length, {
      timeout: 60_000,
    })
    .toBe(0);
  const queued = await outbox();
  expect(queued.length).toBe(rows.length);
  const mails = smtp.messages.filter((m) => m.text?.includes(`${run} `));
  const messageIds = new Set(mails.map((m) => m.messageId));
  expect(messageIds.size).toBe(queued.length);
  test.info().annotations.push({
    type: "e-mails",
    description: `${queued.length} queued, ${mails.length} received, ${mails.length - messageIds.size} repeated under the same Message-ID`,
  });

  // Node A comes back and serves again.
  nodes.a = await startNode();
  expect((await requestOn(nodes.a, "/api/ready", {})).status).toBe(200);
});

test("a bulk decision on A racing single decisions on B: one outcome and one history row per item", async () => {
  test.setTimeout(180_000);
  const typeId = (await sql`select min(id) id from payment_types`)[0].id as number;
  const tokens = { a: await tokenOf(nodes.a, admin), b: await tokenOf(nodes.b, admin) };
  const ids: number[] = [];
  for (let i = 0; i < 30; i++) {
    const answer = await requestOn(nodes.a, "/api/payment-admin", {
      method: "POST",
      token: tokens.a,
      body: paymentForm(typeId, `corrida ${Date.now()} ${i}`, receipt()),
    });
    expect(answer.status).toBe(201);
    ids.push(((await answer.json()) as { id: number }).id);
  }
  const [bulk, ...singles] = await Promise.all([
    requestOn(nodes.a, "/api/payment-admin/bulk", {
      method: "POST",
      token: tokens.a,
      body: JSON.stringify({ ids, action: "confirm" }),
    }),
    ...ids.map((id) =>
      requestOn(nodes.b, `/api/payment-admin/${id}/finish`, { method: "PATCH", token: tokens.b }),
    ),
  ]);
  expect(bulk.status).toBe(200);
  const outcomes = (await bulk.json()) as { results: { id: number; outcome: string }[] };
  const movedByBulk = new Set(
    outcomes.results.filter((r) => r.outcome === "moved").map((r) => r.id),
  );
  for (const [index, single] of singles.entries()) {
    const id = ids[index];
    // Exactly one of the two doors moved each item; the other was told it had moved (409).
    expect([200, 409]).toContain(single.status);
    expect(single.status === 200).toBe(!movedByBulk.has(id));
  }
  const history = await sql<{ entity_id: number; n: number }[]>`
    select entity_id, count(*)::int n from status_history
    where entity_type = 'payment' and to_status = 'PAID' and entity_id in ${sql(ids)}
    group by entity_id`;
  expect(history.length).toBe(ids.length);
  expect(history.every((row) => row.n === 1)).toBe(true);
  const statuses = await sql`select distinct status from payments where id in ${sql(ids)}`;
  expect(statuses.map((row) => row.status)).toEqual(["PAID"]);
});
