/**
 * Benchmark of the admin's export and dashboard at scale (not a test): on a PostgreSQL database of
 * its own it loads 1,000,000 finance rows (500,000 payments, 250,000 payment requests, 250,000
 * refunds over 24 months), then
 *  - exports the 500,000 payments through the real service and stream (`csvResponse`), reading
 *    the body as a client would: time to first byte, total time, bytes, and the RSS of the process
 *    sampled every 20 ms (peak minus the RSS before the export);
 *  - calls the dashboard (`GET /api/dashboard`'s service) 40 times: p50 and p95.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx --conditions=react-server scripts/bench-admin-ops.ts
 *
 * The database `membros_bench_admin_ops` (or BENCH_DB) is dropped and created again.
 */
import postgres from "postgres";
import { openPostgres, useDatabase } from "@/db";
import type { Actor } from "@/lib/core/actor";
import { seedBase } from "@/lib/seed/seed";
import { csvResponse } from "@/lib/server/csv-response";
import { dashboard } from "@/lib/services/dashboard";
import { financeItems } from "@/lib/services/finance";

const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = process.env.BENCH_DB ?? "membros_bench_admin_ops";
const url = new URL(server);
url.pathname = `/${name}`;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function load(sql: postgres.Sql) {
  await sql`insert into users (first_name, last_name, email, password_hash, profile_id, phone, birth_date)
    select 'Pessoa' || n, 'Benchmark', 'bench' || n || '@membros.dev', 'x', (select id from profiles where label = 'EMPLOYEE'), '11987654321', '1990-01-01'
    from generate_series(1, 200) n`;
  const fill = async (table: string, types: string, rows: number, withDate: boolean) => {
    await sql.unsafe(`insert into ${table} (user_id, type_id, description, value_cents, date, status, created_at, updated_at)
      select (select min(id) from users) + (n % 200), (select min(id) from ${types}),
        'Item ' || n || case when n % 7 = 0 then '; com "aspas"' else '' end,
        100 + (n::bigint * 7919) % 500000,
        ${withDate ? "current_date - (n % 700)" : "null"},
        (array['PENDING','PAID','CANCELLED','${table === "refunds" ? "APPROVED" : "PAID"}']::finance_status[])[1 + n % 4],
        now() - make_interval(mins => (n * 37) % (730 * 24 * 60)), now()
      from generate_series(1, ${rows}) n`);
  };
  await fill("payments", "payment_types", 500_000, false);
  await fill("payment_requests", "payment_request_types", 250_000, true);
  await fill("refunds", "refund_types", 250_000, true);
  await sql`vacuum analyze`;
}

async function benchExport(admin: Actor) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const start = process.hrtime.bigint();
  const response = csvResponse(await financeItems("payment").admin.export(admin, {}));
  const reader = response.body!.getReader();
  let firstByte = 0;
  let firstRow = 0;
  let bytes = 0;
  let newlines = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = ms(start);
    bytes += value.byteLength;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) newlines++;
    if (!firstRow && newlines >= 2) firstRow = ms(start);
  }
  const total = ms(start);
  clearInterval(sampler);
  return { rows: newlines - 1, bytes, firstByte, firstRow, total, before, peak };
}

async function benchDashboard(admin: Actor) {
  for (let i = 0; i < 5; i++) await dashboard(admin, {});
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const start = process.hrtime.bigint();
    await dashboard(admin, {});
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  return { p50: times[20], p95: times[38] };
}

async function main() {
  const root = postgres(server, { onnotice: () => {}, max: 1 });
  await root.unsafe(`drop database if exists ${name} with (force)`);
  await root.unsafe(`create database ${name}`);
  await root.end();
  const opened = await openPostgres(url.toString());
  // Not a React hook: it points the services at this database (the name only looks like one).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  useDatabase(opened);
  const sql = postgres(url.toString(), { onnotice: () => {}, max: 1 });
  try {
    await seedBase(opened.db);
    let start = process.hrtime.bigint();
    await load(sql);
    console.log(`loaded 1,000,000 finance rows in ${(ms(start) / 1000).toFixed(0)} s`);
    const admin: Actor = { id: 1, profile: "ADMIN", fullName: "Bench", email: "bench@membros.dev" };
    start = process.hrtime.bigint();
    const exp = await benchExport(admin);
    console.log(
      `export payments: ${exp.rows} rows, ${mb(exp.bytes)} MB, first byte ${exp.firstByte.toFixed(0)} ms, first row ${exp.firstRow.toFixed(0)} ms, total ${(exp.total / 1000).toFixed(1)} s, ` +
        `RSS ${mb(exp.before)} MB before, peak ${mb(exp.peak)} MB (+${mb(exp.peak - exp.before)} MB)`,
    );
    const dash = await benchDashboard(admin);
    console.log(
      `dashboard (this month, 12 months, pending, meetings, collaborators) at 1M rows: p50 ${dash.p50.toFixed(1)} ms, p95 ${dash.p95.toFixed(1)} ms`,
    );
  } finally {
    await sql.end();
    await opened.close();
  }
}

await main();
