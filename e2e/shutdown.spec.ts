import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import postgres, { type Sql } from "postgres";
import { startSmtp, type TestSmtp } from "../tests/support/smtp";
import { freshDatabase, startProductionServer, type ProductionServer } from "./production-server";

/**
 * A deploy stops the production server with SIGTERM: requests in flight finish (a 100k-row CSV
 * export completes whole), the e-mail worker finishes the message it holds and hands back the
 * rest, and the process exits 0; past SHUTDOWN_TIMEOUT_MS, or on a second signal, it exits 1.
 */
const admin = { email: "admin@parada.membros.dev", password: "Parada@123456" };
const ROWS = 100_000;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let sql: Sql;
let smtp: TestSmtp;
let dataDir: string;
const servers: ProductionServer[] = [];

test.describe.configure({ mode: "serial" });

async function start(env: Record<string, string> = {}) {
  const server = await startProductionServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Membros <avisos@membros.dev>",
    MAIL_POLL_MS: "200",
    ...env,
  });
  servers.push(server);
  return server;
}

async function tokenOn(server: ProductionServer): Promise<string> {
  const answer = await fetch(`${server.url}/api/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await freshDatabase("membros_e2e_shutdown");
  sql = postgres(database.url, { onnotice: () => {}, max: 1 });
  smtp = await startSmtp();
  dataDir = mkdtempSync(path.join(tmpdir(), "membros-shutdown-"));
});

test.afterAll(async () => {
  for (const server of servers) await server.stop("SIGKILL");
  await sql?.end();
  await smtp?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("SIGTERM during a streamed 100k-row export: the export arrives whole, new connections are refused, exit code 0", async () => {
  test.setTimeout(240_000);
  const server = await start();
  await sql.unsafe(`
    insert into payments (user_id, type_id, description, value_cents, status, created_at, updated_at)
    select (select min(id) from users), (select min(id) from payment_types), 'Pagamento ' || i,
           100 + i, 'PENDING', now() - make_interval(secs => i), now()
    from generate_series(1, ${ROWS}) i`);
  const token = await tokenOn(server);

  const answer = await fetch(`${server.url}/api/payment-admin/export`, {
    headers: { authorization: `Bearer ${token}`, "accept-encoding": "identity" },
  });
  expect(answer.status).toBe(200);
  const reader = answer.body!.getReader();
  const chunks: Uint8Array[] = [(await reader.read()).value!];
  // The client reads nothing more for a while: the server is held mid-export by backpressure.
  server.process.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(server.process.exitCode).toBeNull();
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    chunks.push(read.value);
  const lines = Buffer.concat(chunks).toString("utf8").split("\r\n").filter(Boolean);
  expect(lines.length).toBe(ROWS + 1);
  expect(await server.exited).toBe(0);
  expect(server.logLines().map((line) => line.msg)).toEqual(
    expect.arrayContaining(["encerrando", "encerrado"]),
  );
});

test("SIGTERM while the e-mail worker holds a message: it is sent once, the rest after a restart, each exactly once", async () => {
  test.setTimeout(240_000);
  const first = await start();
  const token = await tokenOn(first);
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const people: number[] = [];
  for (const name of ["Ana", "Bruno", "Cecília"]) {
    const created = await fetch(`${first.url}/api/user`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        firstName: name,
        lastName: "Parada",
        email: `${name.toLowerCase()}.${Date.now()}@exemplo.com`
          .normalize("NFD")
          .replace(/\p{M}/gu, ""),
        phone: "11987654321",
        birthDate: "1990-02-03",
        profileId: 3,
      }),
    });
    expect(created.status).toBe(201);
    people.push(((await created.json()) as { id: number }).id);
  }
  const waiting = async () =>
    (await sql`select count(*)::int n from email_outbox where status <> 'sent'`)[0].n as number;
  await expect.poll(waiting, { timeout: 20_000 }).toBe(0);

  const held = smtp.hold();
  const title = `Reunião da parada ${Date.now()}`;
  const meeting = await fetch(`${first.url}/api/meetings`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({
      title,
      description: "Convites durante o desligamento",
      link: "https://meet.example.com/parada",
      meetingDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      users: people,
    }),
  });
  expect(meeting.status).toBe(201);
  await held.arrived;
  first.process.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 700));
  // Still running: the message it holds is not cut.
  expect(first.process.exitCode).toBeNull();
  held.release();
  expect(await first.exited).toBe(0);

  const invites = () => sql<{ status: string; attempts: number }[]>`
    select status, attempts from email_outbox where subject like ${`%${title}`} order by id`;
  expect(await invites()).toEqual([
    { status: "sent", attempts: 1 },
    { status: "pending", attempts: 0 },
    { status: "pending", attempts: 0 },
  ]);

  await start();
  const received = () => smtp.messages.filter((m) => m.subject?.endsWith(title)).length;
  await expect.poll(received, { timeout: 30_000 }).toBe(3);
  await expect
    .poll(async () => (await invites()).map((row) => row.status))
    .toEqual(["sent", "sent", "sent"]);
  // A few more passes of the worker send nothing again.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(received()).toBe(3);
  const recipients = smtp.messages
    .filter((m) => m.subject?.endsWith(title))
    .map((m) => (m.to && "text" in m.to ? m.to.text : ""));
  expect(new Set(recipients).size).toBe(3);
});

test("past SHUTDOWN_TIMEOUT_MS the process exits 1 saying what was cut; a second signal exits at once", async () => {
  test.setTimeout(240_000);
  for (const running of servers.filter((s) => s.process.exitCode === null))
    expect(await running.stop()).toBe(0);
  const slow = await start({ SHUTDOWN_TIMEOUT_MS: "1500" });
  const token = await tokenOn(slow);
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const held = smtp.hold();
  const title = `Reunião cortada ${Date.now()}`;
  const [someone] = await sql<{ id: number }[]>`select id from users order by id desc limit 1`;
  const meeting = await fetch(`${slow.url}/api/meetings`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({
      title,
      description: "Desligamento com prazo",
      link: "https://meet.example.com/prazo",
      meetingDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      users: [someone.id],
    }),
  });
  expect(meeting.status).toBe(201);
  await held.arrived;
  const signalled = Date.now();
  slow.process.kill("SIGTERM");
  expect(await slow.exited).toBe(1);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(slow.logLines().find((line) => line.level === "error")).toMatchObject({
    msg: expect.stringContaining("SHUTDOWN_TIMEOUT_MS"),
    workersCut: true,
  });

  // Another server, stopped twice while the SMTP server holds its message.
  const again = await start();
  const meeting2 = await fetch(`${again.url}/api/meetings`, {
    method: "POST",
    headers: { ...auth, authorization: `Bearer ${await tokenOn(again)}` },
    body: JSON.stringify({
      title: `${title} 2`,
      description: "Dois sinais",
      link: "https://meet.example.com/dois",
      meetingDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      users: [someone.id],
    }),
  });
  expect(meeting2.status).toBe(201);
  const sending = async () =>
    (
      await sql`select count(*)::int n from email_outbox
                where status = 'sending' and subject like ${`%${title} 2`}`
    )[0].n as number;
  await expect.poll(sending, { timeout: 20_000 }).toBe(1);
  again.process.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  const second = Date.now();
  again.process.kill("SIGTERM");
  expect(await again.exited).toBe(1);
  expect(Date.now() - second).toBeLessThan(2000);
  held.release();
});
