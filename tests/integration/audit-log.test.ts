import { parse } from "csv-parse/sync";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as auditExport from "@/app/api/audit/export/route";
import * as auditList from "@/app/api/audit/route";
import { getDb } from "@/db";
import { auditEvents } from "@/db/schema";
import { createApiToken } from "@/lib/services/api-tokens";
import { exportAuditEvents } from "@/lib/services/audit/export";
import { listAuditEvents } from "@/lib/services/audit/list";
import { recordAudit } from "@/lib/services/audit/record";
import { call, createUser, type TestUser } from "../support/factory";

const read = (text: string): string[][] =>
  parse(text, { delimiter: ";", bom: true, record_delimiter: "\r\n" });

async function textOf(file: { chunks: AsyncIterable<string> }): Promise<string> {
  let text = "";
  for await (const chunk of file.chunks) text += chunk;
  return text;
}

describe("reading the audit log", () => {
  let admin: TestUser;
  let ana: TestUser;
  let employee: TestUser;

  beforeAll(async () => {
    admin = await createUser("ADMIN");
    ana = await createUser("EMPLOYEE", { firstName: "Ána", lastName: "Auditada" });
    employee = await createUser("EMPLOYEE");
    const db = await getDb();
    // São Paulo is UTC-3: 02:30 UTC on the 10th is still the 9th there.
    await db.insert(auditEvents).values([
      { action: "test.period", actorUserId: ana.id, at: new Date("2026-03-10T02:30:00Z") },
      { action: "test.period", actorUserId: ana.id, at: new Date("2026-03-10T03:30:00Z") },
      { action: "test.period", actorUserId: admin.id, at: new Date("2026-03-12T12:00:00Z") },
    ]);
    for (let i = 0; i < 23; i++)
      await recordAudit({
        action: "test.paging",
        actor: ana.actor,
        target: { type: "payment", id: i },
        details: { n: i },
      });
  });

  it("pages newest first with the actor's current name, like every list", async () => {
    const first = await listAuditEvents(admin.actor, { action: "test.paging", per_page: 10 });
    expect(first.meta).toMatchObject({ total: 23, lastPage: 3, currentPage: 1, next: 2 });
    expect(first.data.map((e) => e.details.n)).toEqual([22, 21, 20, 19, 18, 17, 16, 15, 14, 13]);
    expect(first.data[0]).toMatchObject({
      action: "test.paging",
      actionLabel: "test.paging",
      actor: { id: ana.id, name: "Ána Auditada" },
      apiToken: null,
      target: { type: "payment", id: "22" },
    });
    const last = await listAuditEvents(admin.actor, {
      action: "test.paging",
      per_page: 10,
      page: 3,
    });
    expect(last.data.map((e) => e.details.n)).toEqual([2, 1, 0]);
  });

  it("filters by person, action and period (days in the organisation's zone)", async () => {
    const byPerson = await listAuditEvents(admin.actor, { person: String(ana.id), per_page: 100 });
    expect(byPerson.data.every((e) => e.actor?.id === ana.id)).toBe(true);
    expect(byPerson.meta.total).toBe(25);
    const ninth = await listAuditEvents(admin.actor, {
      action: "test.period",
      from: "2026-03-09",
      to: "2026-03-09",
    });
    expect(ninth.data.map((e) => e.at)).toEqual(["2026-03-10T02:30:00.000Z"]);
    const fromTenth = await listAuditEvents(admin.actor, {
      action: "test.period",
      from: "2026-03-10",
    });
    expect(fromTenth.data.map((e) => e.at)).toEqual([
      "2026-03-12T12:00:00.000Z",
      "2026-03-10T03:30:00.000Z",
    ]);
    const adminOnly = await listAuditEvents(admin.actor, {
      action: "test.period",
      person: admin.id,
    });
    expect(adminOnly.data.map((e) => e.actor?.id)).toEqual([admin.id]);
  });

  it("refuses bad filters with a 400 naming the field", async () => {
    for (const [query, field] of [
      [{ person: "abc" }, "person"],
      [{ action: "DROP TABLE" }, "action"],
      [{ from: "2026-02-30" }, "from"],
      [{ from: "2026-03-10", to: "2026-03-01" }, "to"],
      [{ sort: "action" }, "sort"],
    ] as const) {
      const answer = await call(auditList.GET, {
        token: admin.token,
        url: `http://localhost/api/audit?${new URLSearchParams(query)}`,
      });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(answer.body.errors)).toContain(field);
    }
  });

  it("refuses an employee at the service and at both routes, and a token without read", async () => {
    await expect(listAuditEvents(employee.actor, {})).rejects.toMatchObject({ status: 403 });
    await expect(exportAuditEvents(employee.actor, {})).rejects.toMatchObject({ status: 403 });
    for (const handler of [auditList.GET, auditExport.GET])
      expect((await call(handler, { token: employee.token })).status).toBe(403);
    const noRead = await createApiToken(admin.actor, {
      name: "sem leitura",
      scopes: ["finance:write"],
    });
    const readOnly = await createApiToken(admin.actor, { name: "leitura", scopes: ["read"] });
    const url = "http://localhost/api/audit";
    expect((await call(auditList.GET, { token: noRead.token, url })).status).toBe(403);
    const ok = await call(auditList.GET, { token: readOnly.token, url });
    expect(ok.status).toBe(200);
    // The service itself checks the scope too, whatever door calls it.
    await expect(
      listAuditEvents({ ...admin.actor, scopes: ["finance:write"], apiTokenId: noRead.id }, {}),
    ).rejects.toMatchObject({ status: 403 });
    // An employee's token with `read` is still an employee.
    const employeeToken = await createApiToken(admin.actor, {
      name: "colaborador",
      userId: employee.id,
      scopes: ["read"],
    });
    expect((await call(auditList.GET, { token: employeeToken.token, url })).status).toBe(403);
  });

  it("names the API token an entry came with", async () => {
    const token = await createApiToken(admin.actor, { name: "Integração ERP", scopes: ["read"] });
    await recordAudit({
      action: "test.token",
      actor: { ...admin.actor, scopes: ["read"], apiTokenId: token.id },
    });
    const { data } = await listAuditEvents(admin.actor, { action: "test.token" });
    expect(data[0].apiToken).toEqual({ id: token.id, name: "Integração ERP" });
  });

  it("exports the filtered log as CSV (csv-parse), and records the export", async () => {
    const answer = await call(auditExport.GET, {
      token: admin.token,
      url: `http://localhost/api/audit/export?action=test.period&from=2026-03-09&to=2026-03-10`,
    });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = read(answer.body);
    expect(header).toEqual([
      "ID",
      "Data e hora",
      "Ação",
      "Código da ação",
      "Pessoa",
      "ID da pessoa",
      "Token de API",
      "Registro",
      "Detalhes",
      "Endereço",
      "Navegador",
    ]);
    expect(rows.map((r) => r[1])).toEqual(["10/03/2026 00:30:00", "09/03/2026 23:30:00"]);
    expect(rows[0].slice(4, 6)).toEqual(["Ána Auditada", String(ana.id)]);
    const db = await getDb();
    const [exported] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "audit.exported"))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(exported).toMatchObject({
      actorUserId: admin.id,
      details: { filters: { action: "test.period", from: "2026-03-09", to: "2026-03-10" } },
    });
  });

  it("records an export made with an API token under the token too", async () => {
    const token = await createApiToken(admin.actor, { name: "Relatórios", scopes: ["read"] });
    const answer = await call(auditExport.GET, {
      token: token.token,
      url: "http://localhost/api/audit/export?action=test.token",
      headers: { "user-agent": "relatorios/2.0" },
    });
    expect(answer.status).toBe(200);
    const { data } = await listAuditEvents(admin.actor, { action: "audit.exported", per_page: 1 });
    expect(data[0]).toMatchObject({
      actor: { id: admin.id },
      apiToken: { id: token.id, name: "Relatórios" },
      details: { filters: { action: "test.token" } },
      userAgent: "relatorios/2.0",
    });
  });

  it("exports labels and details readably", async () => {
    await recordAudit({
      action: "user.deactivated",
      actor: admin.actor,
      target: { type: "user", id: ana.id },
      details: { reason: "saiu; voltou" },
    });
    const text = await textOf(
      await exportAuditEvents(admin.actor, { action: "user.deactivated", person: admin.id }),
    );
    const [, row] = read(text);
    expect(row[2]).toBe("Usuário desativado");
    expect(row[7]).toBe(`user ${ana.id}`);
    expect(JSON.parse(row[8])).toEqual({ reason: "saiu; voltou" });
  });
});
