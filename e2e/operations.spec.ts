import { expect, test } from "@playwright/test";
import parsePrometheus from "parse-prometheus-text-format";
import { startOnFreshDatabase, type ProductionServer } from "./production-server";

/**
 * What a deployer relies on, on the production server over PostgreSQL: liveness and readiness
 * (503 within 2 s while the database refuses connections), one JSON log line per request without
 * secrets, and the Prometheus metrics behind their token.
 */
const admin = { email: "admin@ops.membros.dev", password: "Operacoes@123456" };
const METRICS_TOKEN = "token-de-metricas-de-teste-0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let started: Awaited<ReturnType<typeof startOnFreshDatabase>>;
let server: ProductionServer;
let database: Awaited<ReturnType<typeof startOnFreshDatabase>>["database"];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  started = await startOnFreshDatabase("membros_e2e_ops", admin, { METRICS_TOKEN });
  ({ server, database } = started);
});

test.afterAll(async () => {
  await database?.maintain(`alter database "${database.name}" allow_connections true`);
  await started?.close();
});

/** A CPF with valid check digits, from nine digits. */
function cpf(base: string): string {
  const digit = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    return String(((sum * 10) % 11) % 10);
  };
  const first = base + digit(base);
  return first + digit(first);
}

test("health answers without the database; readiness goes 503 in time while PostgreSQL refuses connections, and back", async ({
  request,
}) => {
  const health = await request.get(`${server.url}/api/health`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get(`${server.url}/api/ready`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({
    status: "ok",
    checks: { database: "ok", process: "running" },
  });

  await database.maintain(`alter database "${database.name}" allow_connections false`);
  await database.maintain(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database.name}'`,
  );
  try {
    const started = Date.now();
    const refused = await request.get(`${server.url}/api/ready`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(refused.status()).toBe(503);
    const body = await refused.json();
    expect(body).toEqual({
      status: "unavailable",
      checks: { database: expect.stringMatching(/^(unreachable|timeout)$/), process: "running" },
    });
    // Nothing about the server behind it: no host, port, version or error text.
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|5432|postgres|PostgreSQL|Error/i);
    expect((await request.get(`${server.url}/api/health`)).status()).toBe(200);
  } finally {
    await database.maintain(`alter database "${database.name}" allow_connections true`);
  }
  await expect
    .poll(async () => (await request.get(`${server.url}/api/ready`)).status(), { timeout: 10_000 })
    .toBe(200);
});

test("every request is one JSON log line with its id, route pattern, status, time and user; no password, token, CPF or PIX key", async ({
  request,
}) => {
  const signIn = await request.post(`${server.url}/api/auth`, { data: admin });
  expect(signIn.status()).toBe(200);
  const { token, user } = (await signIn.json()) as { token: string; user: { id: number } };
  const adminId = user.id;
  const auth = { authorization: `Bearer ${token}` };

  const document = cpf("390533447");
  const pixKey = "chave.pix.secreta@exemplo.com";
  const created = await request.post(`${server.url}/api/user`, {
    headers: auth,
    data: {
      firstName: "Lara",
      lastName: "Registro",
      email: `lara.${Date.now()}@exemplo.com`,
      phone: "11987654321",
      birthDate: "1990-02-03",
      profileId: 3,
      document,
      pixKeyType: "EMAIL",
      pixKey,
      password: "SenhaDaLara#2026",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const shown = await request.get(`${server.url}/api/user/${id}?cpf=${document}`, {
    headers: auth,
  });
  expect(shown.status()).toBe(200);
  const wrong = await request.post(`${server.url}/api/auth`, {
    data: { email: admin.email, password: "SenhaErrada#999" },
  });
  expect(wrong.status()).toBe(401);
  const missing = await request.get(`${server.url}/api/payment-admin/999999`, { headers: auth });
  expect(missing.status()).toBe(404);
  const page = await request.get(`${server.url}/login`);
  expect(page.status()).toBe(200);

  const lines = () => server.logLines().filter((line) => line.msg === "request");
  const lineOf = (answer: { headers: () => Record<string, string> }) =>
    lines().find((line) => line.requestId === answer.headers()["x-request-id"]);
  await expect.poll(() => Boolean(lineOf(page)), { timeout: 5_000 }).toBe(true);

  expect(lineOf(shown)).toEqual({
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    level: "info",
    msg: "request",
    requestId: expect.stringMatching(UUID),
    method: "GET",
    route: "/api/user/[id]",
    status: 200,
    ms: expect.any(Number),
    userId: adminId,
  });
  expect(lineOf(missing)).toMatchObject({
    route: "/api/payment-admin/[id]",
    status: 404,
    userId: adminId,
  });
  expect(lineOf(wrong)).toMatchObject({ route: "/api/auth", status: 401 });
  expect(lineOf(wrong)).not.toHaveProperty("userId");
  expect(lineOf(page)).toMatchObject({ method: "GET", route: "/login", status: 200 });

  const log = server.output();
  for (const secret of [
    admin.password,
    "SenhaErrada#999",
    "SenhaDaLara#2026",
    token,
    document,
    pixKey,
  ])
    expect(log).not.toContain(secret);
});

test("metrics: 401 without the right token; Prometheus text with requests, pool, outbox and process", async ({
  request,
}) => {
  // Without METRICS_TOKEN (the main test server) the route does not exist.
  expect((await request.get("/api/metrics")).status()).toBe(404);
  const url = `${server.url}/api/metrics`;
  expect((await request.get(url)).status()).toBe(401);
  expect((await request.get(url, { headers: { authorization: "Bearer errado" } })).status()).toBe(
    401,
  );
  const scrape = async () => {
    const answer = await request.get(url, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(await answer.text());
  };
  type Family = ReturnType<typeof parsePrometheus>[number];
  const family = (families: Family[], name: string) => {
    const found = families.find((f) => f.name === name);
    expect(found, name).toBeDefined();
    return found!;
  };
  const healthCount = (families: Family[]) =>
    family(families, "membros_http_requests_total")
      .metrics.filter((m) => m.labels?.route === "/api/health" && m.labels?.status_class === "2xx")
      .reduce((sum, m) => sum + Number(m.value), 0);

  const before = await scrape();
  for (let i = 0; i < 3; i++) await request.get(`${server.url}/api/health`);
  await expect.poll(async () => healthCount(await scrape()) - healthCount(before)).toBe(3);

  const after = await scrape();
  expect(family(after, "membros_http_request_duration_seconds").type).toBe("HISTOGRAM");
  expect(Number(family(after, "membros_db_pool_size").metrics[0].value)).toBe(10);
  for (const name of ["membros_db_pool_in_use", "membros_db_pool_waiting"])
    expect(Number(family(after, name).metrics[0].value)).toBeGreaterThanOrEqual(0);
  for (const name of [
    "membros_outbox_pending",
    "membros_outbox_oldest_pending_age_seconds",
    "membros_outbox_failed",
  ])
    expect(
      family(after, name)
        .metrics.map((m) => m.labels?.channel)
        .sort(),
    ).toEqual(["email", "webhook"]);
  expect(Number(family(after, "process_resident_memory_bytes").metrics[0].value)).toBeGreaterThan(
    0,
  );
  family(after, "nodejs_eventloop_lag_p99_seconds");
  // Raw paths never become labels: a thousand ids are one route pattern.
  const routes = family(after, "membros_http_requests_total").metrics.map((m) => m.labels?.route);
  expect(routes).toContain("/api/payment-admin/[id]");
  expect(routes.some((route) => /\d{3,}/.test(route ?? ""))).toBe(false);
});
