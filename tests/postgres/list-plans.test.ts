import { sql as sql_ } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb, useDatabase } from "@/db";
import * as schema from "@/db/schema";
import { financeItems } from "@/lib/services/finance";
import { listMeetings, listOwnMeetings } from "@/lib/services/meetings";
import { listUsers } from "@/lib/services/users";
import { seedWith } from "@/scripts/bench/seed";
import type { Actor } from "@/lib/core/actor";
import { withDatabase } from "../support/global-setup";

/**
 * Runs only on PostgreSQL (vitest's postgres project): the plans of every list filter and sort
 * over 300,000 finance items, 30,000 users and 3,000 meetings must use the list's index and
 * never read the users or finance tables whole (docs/decisions/0020).
 */
let sql: Sql;
const issued: { query: string; params: unknown[] }[] = [];
const admin: Actor = {
  id: 1,
  profile: "ADMIN",
  fullName: "Admin",
  email: "admin@bench.membros.dev",
};
const employee: Actor = {
  id: 2,
  profile: "EMPLOYEE",
  fullName: "Colab",
  email: "colaborador1@bench.membros.dev",
};
const BIG_TABLES = ["users", "user_names", "payments", "payment_requests", "refunds"];

beforeAll(async () => {
  const db = await getDb();
  const [{ name }] = (await db.execute<{ name: string }>(
    sql_`select current_database() as name`,
  )) as unknown as { name: string }[];
  sql = postgres(withDatabase(process.env.DATABASE_URL!, name), { onnotice: () => {}, max: 1 });
  await seedWith(sql, 300_000);
  await closeDb();
  const client = postgres(withDatabase(process.env.DATABASE_URL!, name), {
    onnotice: () => {},
    max: 2,
  });
  const logged = drizzle(client, {
    schema,
    logger: { logQuery: (query, params) => void issued.push({ query, params }) },
  });
  useDatabase({ db: logged, close: () => client.end() });
}, 120_000);

afterAll(async () => {
  await sql?.end();
});

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Filter?: string;
  "Plan Rows": number;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/**
 * Sequential scans that read the whole table: all but those right under a LIMIT that the
 * planner expects to cut short (the capped count of a filter most rows pass, like `active`).
 */
const stopsEarly = (limit: PlanNode, scan: PlanNode) =>
  !scan.Filter || scan["Plan Rows"] > limit["Plan Rows"];
const fullScans = (node: PlanNode): PlanNode[] => [
  ...(node["Node Type"] === "Seq Scan" ? [node] : []),
  ...(node.Plans ?? []).flatMap((child) =>
    node["Node Type"] === "Limit" && child["Node Type"] === "Seq Scan" && stopsEarly(node, child)
      ? []
      : fullScans(child),
  ),
];

/**
 * The plan PostgreSQL may cache for a query the app prepares (db/query-signal.ts: named
 * statements, decision 0025): after five runs it may switch to a generic plan, made without
 * the parameters' values. The statement is prepared as the app prepares it, then explained with
 * the generic plan forced.
 */
const textOf = (value: unknown): string =>
  value instanceof Date
    ? value.toISOString()
    : Array.isArray(value)
      ? `{${value.map(textOf).join(",")}}`
      : String(value);
const literal = (value: unknown) => `'${textOf(value).replace(/'/g, "''")}'`;

async function genericPlanOf(query: string, params: unknown[]): Promise<PlanNode> {
  const connection = await sql.reserve();
  try {
    await connection.unsafe(query, params as never[], { prepare: true });
    const [{ name, types }] = await connection<
      { name: string; types: string[] }[]
    >`select name, parameter_types::text[] as types from pg_prepared_statements where statement = ${query}`;
    await connection`set plan_cache_mode = force_generic_plan`;
    // EXPLAIN EXECUTE takes no bind parameters: the values go in as typed literals.
    const args = types.map((type, i) => `${literal(params[i])}::${type}`).join(", ");
    const [row] = await connection.unsafe(`explain (format json) execute "${name}"(${args})`);
    await connection`reset plan_cache_mode`;
    await connection.unsafe(`deallocate "${name}"`);
    return (row["QUERY PLAN"] as { Plan: PlanNode }[])[0].Plan;
  } finally {
    connection.release();
  }
}

/**
 * Every query `work` issues, explained with its parameters and as the generic plan the plan
 * cache may keep: the scans either makes and the indexes the first uses.
 */
async function plansOf(work: () => Promise<unknown>) {
  issued.length = 0;
  await work();
  const scans: string[] = [];
  const indexes = new Set<string>();
  for (const { query, params } of [...issued]) {
    if (query.startsWith("explain")) continue; // the total's estimate reads no rows
    const [row] = await sql.unsafe(`explain (format json) ${query}`, params as never[]);
    const plan = (row["QUERY PLAN"] as { Plan: PlanNode }[])[0].Plan;
    for (const node of fullScans(plan))
      if (BIG_TABLES.includes(node["Relation Name"] ?? ""))
        scans.push(`${node["Relation Name"]} in ${query}`);
    for (const node of nodesOf(plan)) if (node["Index Name"]) indexes.add(node["Index Name"]);
    if (!params.length) continue; // nothing to prepare: the app sends it unnamed
    for (const node of fullScans(await genericPlanOf(query, params)))
      if (BIG_TABLES.includes(node["Relation Name"] ?? ""))
        scans.push(`${node["Relation Name"]} (generic plan) in ${query}`);
  }
  return { sequentialScans: scans, indexes: [...indexes] };
}

const payments = financeItems("payment");

describe("list plans at scale", () => {
  const financeCases: [string, Record<string, unknown>, string][] = [
    ["page 1", {}, "payments_created_idx"],
    ["deep page", { page: 5000 }, "payments_created_idx"],
    ["status", { status: "PAID" }, "payments_status_created_idx"],
    ["category", { category: 1 }, "payments_type_created_idx"],
    ["name", { name: "jose" }, "users_name_search_idx"],
    ["name of a few owners", { name: "jose silva" }, "payments_user_created_idx"],
    ["name matching nobody", { name: "ninguem assim" }, "users_name_search_idx"],
    ["sort value", { sort: "value", order: "asc" }, "payments_value_idx"],
    ["sort date", { sort: "date", order: "desc" }, "payments_date_idx"],
    ["sort description", { sort: "description", order: "asc" }, "payments_description_idx"],
    ["sort status", { sort: "status", order: "desc" }, "payments_status_created_idx"],
    ["sort createdAt", { sort: "createdAt", order: "asc" }, "payments_created_idx"],
    ["sort updatedAt", { sort: "updatedAt", order: "desc" }, "payments_updated_idx"],
    ["sort user", { sort: "user", order: "asc" }, "payments_user_created_idx"],
    ["sort type", { sort: "type", order: "desc" }, "payments_type_created_idx"],
    [
      "deep page sorted by user",
      { sort: "user", order: "desc", page: 2000 },
      "payments_user_created_idx",
    ],
  ];
  it.each(financeCases)(
    "admin payments, %s: an index, no sequential scan",
    async (_, query, index) => {
      const plan = await plansOf(() => payments.admin.list(admin, { per_page: 10, ...query }));
      expect(plan.sequentialScans).toEqual([]);
      expect(plan.indexes).toContain(index);
    },
  );

  it("own payments page on the owner's index", async () => {
    const plan = await plansOf(() => payments.collaborator.list(employee, { per_page: 10 }));
    expect(plan).toMatchObject({
      sequentialScans: [],
      indexes: expect.arrayContaining(["payments_user_created_idx"]),
    });
  });

  const userCases: [string, Record<string, unknown>, string][] = [
    ["page 1", {}, "users_active_first_name_idx"],
    // A name alone reads the narrow copy of the names (decision 0101); with another sort, users.
    ["name", { name: "jose" }, "user_names_search_idx"],
    [
      "name sorted by e-mail",
      { name: "jose", sort: "email", order: "asc" },
      "users_name_search_idx",
    ],
    ["email", { email: "pessoa12" }, "users_email_search_idx"],
    ["phone", { phone: "11900012" }, "users_phone_search_idx"],
    ["sort name", { sort: "name", order: "desc" }, "users_name_sort_idx"],
    ["sort email", { sort: "email", order: "asc" }, "users_email_lower_idx"],
    ["sort phone", { sort: "phone", order: "asc" }, "users_phone_sort_idx"],
    ["sort birthDate", { sort: "birthDate", order: "desc" }, "users_birth_date_idx"],
    ["sort createdAt", { sort: "createdAt", order: "desc" }, "users_created_idx"],
    ["sort profile", { sort: "profile", order: "asc" }, "users_active_profile_idx"],
  ];
  it.each(userCases)("users, %s: an index, no sequential scan", async (_, query, index) => {
    const plan = await plansOf(() => listUsers(admin, { per_page: "10", ...query }));
    expect(plan.sequentialScans).toEqual([]);
    expect(plan.indexes).toContain(index);
  });

  it("users name search: one statement finds the page and counts every match, exactly", async () => {
    const [{ matching }] = await sql<
      { matching: number }[]
    >`select count(*)::int as matching from users where active and name_search like membros_norm('%jose%')`;
    expect(matching).toBeGreaterThan(10);
    issued.length = 0;
    const result = await listUsers(admin, { per_page: "10", name: "jose" });
    expect(result.meta).toMatchObject({ total: matching });
    expect(result.meta).not.toHaveProperty("totalExact");
    // The page of ids (with the count) and the display rows of those ten: no second search.
    expect(issued.filter(({ query }) => query.includes("name_search"))).toHaveLength(1);
    expect(issued).toHaveLength(2);
  });

  const meetingCases: [string, Record<string, unknown>, string][] = [
    ["page 1", {}, "meetings_date_idx"],
    ["status", { status: "DONE" }, "meetings_status_date_idx"],
    ["sort title", { sort: "title", order: "asc" }, "meetings_title_sort_idx"],
    ["sort createdAt", { sort: "createdAt", order: "desc" }, "meetings_created_idx"],
    ["sort updatedAt", { sort: "updatedAt", order: "asc" }, "meetings_updated_idx"],
    ["sort date", { sort: "date", order: "asc" }, "meetings_date_idx"],
    ["sort description", { sort: "description", order: "asc" }, "meetings_description_idx"],
    ["sort link", { sort: "link", order: "desc" }, "meetings_link_idx"],
    ["sort status", { sort: "status", order: "asc" }, "meetings_status_sort_idx"],
  ];
  it.each(meetingCases)("meetings, %s: pages on its index", async (_, query, index) => {
    const plan = await plansOf(() => listMeetings(admin, { per_page: 10, ...query }));
    expect(plan.indexes).toContain(index);
  });

  it("own meetings through the attendee index", async () => {
    const plan = await plansOf(() => listOwnMeetings(employee, { per_page: 10 }));
    expect(plan.indexes).toContain("meeting_users_user_meeting_idx");
  });
});

describe("statement texts", () => {
  /**
   * Every list builds its statements per request (decision 0108), and postgres.js prepares each
   * text once per connection. That holds only while the text depends on which filters and sort a
   * query has, never on their values: a value written into the text would make every request a
   * new prepared statement.
   */
  it("a list's statements keep their text when only the values change", async () => {
    type Page = { data: unknown[]; meta: { perPage: number } };
    // Each call answers a full page, so both issue the page of ids, its rows and the count.
    const textsOf = async (work: () => Promise<Page>) => {
      issued.length = 0;
      const { data, meta } = await work();
      expect(data).toHaveLength(meta.perPage);
      return issued.map(({ query }) => query);
    };
    // Pages past the first on both sides: drizzle leaves out `offset 0`, so page 1 has a text of
    // its own (one more per shape, still bounded).
    const pairs: [string, () => Promise<Page>, () => Promise<Page>][] = [
      [
        "admin payments",
        () =>
          payments.admin.list(admin, { per_page: 20, name: "silva", status: "PENDING", page: 3 }),
        () => payments.admin.list(admin, { per_page: 10, name: "santos", status: "PAID", page: 2 }),
      ],
      [
        "payments past the cap",
        () => payments.admin.list(admin, { per_page: 10, category: 1, sort: "value", page: 2 }),
        () => payments.admin.list(admin, { per_page: 20, category: 2, sort: "value", page: 4 }),
      ],
      [
        "users name search",
        () => listUsers(admin, { per_page: "10", name: "jose", page: "2" }),
        () => listUsers(admin, { per_page: "20", name: "silva", page: "3" }),
      ],
      [
        "meetings",
        () => listMeetings(admin, { per_page: 10, status: "DONE", page: 2 }),
        () => listMeetings(admin, { per_page: 20, status: "PENDING", page: 3 }),
      ],
    ];
    for (const [name, first, second] of pairs) {
      const texts = await textsOf(first);
      expect(texts.length, name).toBeGreaterThan(1);
      expect(await textsOf(second), name).toEqual(texts);
    }
  });
});

describe("count cap", () => {
  it("counts exactly up to 10,000 matches and marks a lower bound beyond", async () => {
    const all = await payments.admin.list(admin, { per_page: 10 });
    expect(all.meta).toMatchObject({ currentPage: 1, total: 10_000, totalExact: false, next: 2 });
    // 150,000 payments: the planner's estimate (statistics after the seed's ANALYZE), not a count.
    expect(all.meta.totalEstimate).toBeGreaterThan(120_000);
    expect(all.meta.totalEstimate).toBeLessThan(180_000);
    const paid = await payments.admin.list(admin, { per_page: 10, status: "PAID" });
    expect(paid.meta.totalEstimate).toBeGreaterThan(10_000);
    expect(paid.meta.totalEstimate).toBeLessThan(all.meta.totalEstimate!);
    const deep = await payments.admin.list(admin, { per_page: 10, page: 3000 });
    expect(deep.data).toHaveLength(10);
    expect(deep.meta).toMatchObject({
      currentPage: 3000,
      totalExact: false,
      next: 3001,
      prev: 2999,
    });
    expect(deep.meta.total).toBeGreaterThan(29_990);
    const few = await payments.collaborator.list(employee, { per_page: 10 });
    const [{ n }] = await sql<
      { n: number }[]
    >`select count(*)::int n from payments where user_id = 2`;
    expect(few.meta).toEqual({
      currentPage: 1,
      perPage: 10,
      lastPage: Math.ceil(n / 10),
      total: n,
      next: 2,
      prev: null,
    });
    const last = await payments.admin.list(admin, { per_page: 10, page: 15_001 });
    expect(last.data).toHaveLength(0);
    expect(last.meta.next).toBeNull();
  });
});
