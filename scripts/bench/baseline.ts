/**
 * The benchmark's baseline: plain node:http + postgres.js issuing the same SQL as the app's
 * services for each endpoint. run.ts starts it in a process of its own
 * (`tsx scripts/bench/baseline.ts <url> <port>`), like the app, so neither shares its event loop
 * with the load generator (the actor lookup, the page of ids on the list's index, the
 * rows of that page by primary key, the capped count when the page does not show the total),
 * with no framework, no authentication work and no validation. docs/benchmarks.md compares.
 */
import { createServer, type Server } from "node:http";
import postgres from "postgres";

const PER_PAGE = 10;
const CAP = 10_001;

export async function startBaseline(
  url: string,
  port: number,
  ids: { admin: number; employee: number },
): Promise<{ server: Server; close: () => Promise<void> }> {
  const sql = postgres(url, { onnotice: () => {}, max: Number(process.env.DB_POOL_SIZE || 10) });
  const actor = (id: number) =>
    sql`select u.id, u.first_name, u.last_name, u.email, u.token_version, p.label from users u join profiles p on p.id = u.profile_id where u.id = ${id} and u.active = true`;

  const financeRows = (page: number[]) => sql`
    select p.id, p.description, p.value_cents, p.type_id, t.label, t.active, p.date, p.status, p.reason, p.user_id,
           u.first_name, u.last_name, f.id as file_id, f.original_name, f.mime_type, f.size, p.created_at, p.updated_at
    from payments p join payment_types t on t.id = p.type_id join users u on u.id = p.user_id left join files f on f.id = p.file_id
    where p.id in ${sql(page)}`;

  // `matching` on the ids' rows: the search counted its matches itself (count(*) over ()).
  async function paged<T>(
    pageNo: number,
    ids: (limit: number, offset: number) => Promise<{ id: number; matching?: number }[]>,
    rows: (ids: number[]) => Promise<T[]>,
    count: (limit: number) => Promise<{ n: number }[]>,
  ) {
    const offset = (pageNo - 1) * PER_PAGE;
    const found = await ids(PER_PAGE + 1, offset);
    const pageIds = found.slice(0, PER_PAGE).map((r) => r.id);
    const data = pageIds.length ? await rows(pageIds) : [];
    const shown =
      found.length <= PER_PAGE && (found.length > 0 || offset === 0)
        ? offset + found.length
        : found[0]?.matching;
    const total = shown ?? (await count(CAP))[0].n;
    return { data, meta: { currentPage: pageNo, perPage: PER_PAGE, total } };
  }

  const routes: Record<string, (q: URLSearchParams) => Promise<unknown>> = {
    "/payments": async (q) => {
      await actor(ids.admin);
      const page = Number(q.get("page") ?? 1);
      const status = q.get("status");
      const sort = q.get("sort");
      const where = status ? sql`where status = ${status}` : sql``;
      const order =
        sort === "value"
          ? sql`order by value_cents desc, created_at desc, id desc`
          : sql`order by created_at desc, id desc`;
      return paged(
        page,
        (l, o) => sql`select id from payments ${where} ${order} limit ${l} offset ${o}`,
        financeRows,
        (l) => sql`select count(*)::int n from (select 1 from payments ${where} limit ${l}) c`,
      );
    },
    "/own-payments": async (q) => {
      await actor(ids.employee);
      return paged(
        Number(q.get("page") ?? 1),
        (l, o) =>
          sql`select id from payments where user_id = ${ids.employee} order by created_at desc, id desc limit ${l} offset ${o}`,
        financeRows,
        (l) =>
          sql`select count(*)::int n from (select 1 from payments where user_id = ${ids.employee} limit ${l}) c`,
      );
    },
    "/users": async (q) => {
      await actor(ids.admin);
      const pattern = `%${q.get("name") ?? ""}%`;
      return paged(
        1,
        (l, o) =>
          sql`select id, (count(*) over ())::int as matching from user_names where active = true and name_search like (select membros_norm(${pattern})) order by coalesce(first_name, first_name), coalesce(last_name, last_name), coalesce(id, id) limit ${l} offset ${o}`,
        (page) =>
          sql`select u.id, u.first_name, u.last_name, u.email, u.profile_id, p.label, u.phone, u.document, u.birth_date, u.instagram, u.pix_key, u.created_at, u.updated_at from users u join profiles p on p.id = u.profile_id where u.id in ${sql(page)}`,
        (l) =>
          sql`select count(*)::int n from (select 1 from users where active = true and name_search like (select membros_norm(${pattern})) limit ${l}) c`,
      );
    },
    "/own-meetings": async () => {
      await actor(ids.employee);
      const attends = sql`exists (select 1 from meeting_users mu where mu.meeting_id = meetings.id and mu.user_id = ${ids.employee})`;
      return paged(
        1,
        (l, o) =>
          sql`select id from meetings where ${attends} order by date desc, id desc limit ${l} offset ${o}`,
        async (page) => {
          const rows =
            await sql`select id, title, description, link, date, status, created_at, updated_at from meetings where id in ${sql(page)}`;
          const people =
            await sql`select mu.meeting_id, u.id, u.first_name, u.last_name from meeting_users mu join users u on u.id = mu.user_id where mu.meeting_id in ${sql(page)} order by u.first_name, u.last_name, u.id`;
          return rows.map((m) => ({
            ...m,
            UserMeeting: people.filter((p) => p.meeting_id === m.id),
          }));
        },
        (l) =>
          sql`select count(*)::int n from (select 1 from meetings where ${attends} limit ${l}) c`,
      );
    },
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const route = routes[url.pathname];
    try {
      if (!route) throw new Error("not found");
      const body = JSON.stringify(await route(url.searchParams));
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    server,
    close: async () => (await new Promise((r) => server.close(r)), await sql.end()),
  };
}

// A process of its own: `tsx scripts/bench/baseline.ts <database url> <port>` prints "listening".
if (process.argv[1]?.endsWith("baseline.ts")) {
  const [url, port] = process.argv.slice(2);
  startBaseline(url, Number(port), { admin: 1, employee: 2 }).then(() => console.log("listening"));
}
