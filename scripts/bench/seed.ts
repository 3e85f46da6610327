/**
 * Seeds BENCH_DATABASE_URL at a chosen scale with generate_series: `--rows N` finance items
 * (half payments, a quarter each payment requests and refunds), N/10 users, N/100 meetings.
 * Idempotent: a database already seeded at that scale is left alone; another scale is wiped
 * and seeded again. Every bench user signs in with BENCH_PASSWORD.
 */
import { hash } from "@node-rs/argon2";
import postgres, { type Sql } from "postgres";

export const BENCH_PASSWORD = "Bench@123456";
export const BENCH_ADMIN = "admin@bench.membros.dev";
export const BENCH_EMPLOYEE = "colaborador1@bench.membros.dev";

const FIRST = [
  "José",
  "Maria",
  "Ana",
  "João",
  "Antônio",
  "Francisco",
  "Carlos",
  "Paulo",
  "Pedro",
  "Lucas",
  "Luiz",
  "Marcos",
  "Luís",
  "Gabriel",
  "Rafael",
  "Daniel",
  "Marcelo",
  "Bruno",
  "Eduardo",
  "Felipe",
  "Juliana",
  "Márcia",
  "Fernanda",
  "Patrícia",
  "Aline",
  "Sandra",
  "Camila",
  "Amanda",
  "Bruna",
  "Jéssica",
  "Letícia",
  "Júlia",
  "Luciana",
  "Vanessa",
  "Mariana",
  "Gabriela",
  "Vera",
  "Vitória",
  "Larissa",
  "Cláudia",
];
const LAST = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
  "Rocha",
  "Dias",
  "Nascimento",
  "Andrade",
  "Moreira",
  "Nunes",
  "Marques",
  "Machado",
  "Mendes",
  "Freitas",
  "Cardoso",
  "Ramos",
  "Gonçalves",
  "Santana",
  "Teixeira",
  "Araújo",
  "Pinto",
  "Correia",
  "Monteiro",
  "Moura",
];

export async function seedBench(
  url: string,
  rows: number,
  log: (line: string) => void = console.log,
): Promise<void> {
  const sql = postgres(url, { onnotice: () => {}, max: 1 });
  try {
    await seedWith(sql, rows, log);
  } finally {
    await sql.end();
  }
}

/** The seeding itself, on a connection the caller holds (the plan tests use it too). */
export async function seedWith(
  sql: Sql,
  rows: number,
  log: (line: string) => void = () => {},
): Promise<void> {
  {
    await sql`create table if not exists bench_seed (rows bigint not null)`;
    const [done] = await sql<{ rows: string }[]>`select rows from bench_seed`;
    if (done && Number(done.rows) === rows) {
      log(`bench data: already seeded with ${rows.toLocaleString("en")} finance rows`);
      return;
    }
    const userCount = Math.max(100, Math.round(rows / 10));
    const meetingCount = Math.max(10, Math.round(rows / 100));
    const started = Date.now();
    const passwordHash = await hash(BENCH_PASSWORD, { algorithm: 2 });
    await sql`set synchronous_commit = off`;
    await sql`set maintenance_work_mem = '256MB'`;
    await sql.unsafe(
      `truncate bench_seed, payments, payment_requests, refunds, meeting_users, meetings, status_history, login_failures, users restart identity cascade`,
    );
    log(
      `bench data: seeding ${userCount.toLocaleString("en")} users, ${meetingCount.toLocaleString("en")} meetings, ${rows.toLocaleString("en")} finance items…`,
    );
    // User 1 is the admin, user 2 the collaborator the 'own list' endpoints sign in as.
    await sql`
      insert into users (first_name, last_name, email, password_hash, profile_id, phone, document, birth_date, created_at, updated_at)
      select (${FIRST}::text[])[1 + (i * 7) % ${FIRST.length}],
             (${LAST}::text[])[1 + (i * 13 + i / 40) % ${LAST.length}],
             case when i = 1 then ${BENCH_ADMIN} when i = 2 then ${BENCH_EMPLOYEE} else 'pessoa' || i || '@bench.membros.dev' end,
             ${passwordHash},
             (select id from profiles where label = case when i = 1 then 'ADMIN' else 'EMPLOYEE' end),
             '119' || lpad((i % 100000000)::text, 8, '0'),
             lpad(((i::bigint * 7919) % 100000000000)::text, 11, '0'),
             date '1960-01-01' + (i % 15000),
             now() - make_interval(mins => i), now() - make_interval(mins => i)
      from generate_series(1, ${userCount}) i`;
    const kinds = [
      { table: "payments", types: "payment_types", share: 0.5, dated: false },
      { table: "payment_requests", types: "payment_request_types", share: 0.25, dated: true },
      { table: "refunds", types: "refund_types", share: 0.25, dated: true },
    ];
    for (const kind of kinds) {
      const n = Math.round(rows * kind.share);
      await sql.unsafe(`
        insert into ${kind.table} (user_id, type_id, description, value_cents, date, status, created_at, updated_at)
        select case when i % 100 = 0 then 2 else (1 + (i::bigint * 7919) % ${userCount})::int end,
               t.ids[1 + i % array_length(t.ids, 1)],
               'Lançamento ' || i || ' ' || (array['aluguel','material','viagem','curso','serviço','equipamento'])[1 + i % 6],
               100 + (i::bigint * 104729) % 1000000,
               ${kind.dated ? "date '2023-01-01' + (i % 1000)" : "null"},
               (array['PENDING','PAID','APPROVED','CANCELLED'])[1 + (i * 31) % 4]::finance_status,
               now() - make_interval(secs => i * 37.0), now() - make_interval(secs => i * 37.0 - (i % 1000))
        from generate_series(1, ${n}) i, (select array_agg(id order by id) ids from ${kind.types}) t`);
      log(
        `  ${kind.table}: ${n.toLocaleString("en")} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    await sql`
      insert into meetings (title, description, link, date, status, created_at, updated_at)
      select (array['Reunião de equipe','Planejamento','Alinhamento','Treinamento','Revisão'])[1 + i % 5] || ' ' || i,
             'Pauta da reunião ' || i, 'https://meet.example.com/' || i,
             now() - make_interval(hours => i * 3 - 5000),
             (array['PENDING','DONE','CANCELED'])[1 + i % 3]::meeting_status,
             now() - make_interval(hours => i), now() - make_interval(hours => i)
      from generate_series(1, ${meetingCount}) i`;
    await sql`
      insert into meeting_users (meeting_id, user_id)
      select m, u from generate_series(1, ${meetingCount}) m,
        lateral (select distinct 1 + ((m * 31 + k * 7919) % ${userCount}) u from generate_series(0, 3) k
                 union select 2 where m % 10 = 0) a`;
    await sql`insert into bench_seed values (${rows})`;
    await sql`set synchronous_commit = on`;
    // The lists count with index-only scans, which read the heap for any page not marked
    // all-visible. One pass right after the bulk inserts can leave a table unmarked, which
    // makes every count read the heap, so the seed vacuums until every table is marked.
    await sql.unsafe("vacuum analyze");
    for (let pass = 0; pass < 3; pass++) {
      const lagging = await sql<{ relname: string }[]>`
        select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and relpages > 0 and relallvisible < relpages`;
      if (lagging.length === 0) break;
      for (const { relname } of lagging) await sql.unsafe(`vacuum "${relname}"`);
    }
    log(`bench data: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}
