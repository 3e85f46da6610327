import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as collabRefundExport from "@/app/api/collaborator/refunds/export/route";
import * as meetingsExport from "@/app/api/meetings/export/route";
import * as paymentExport from "@/app/api/payment-admin/export/route";
import * as pendingExport from "@/app/api/pending/export/route";
import * as pendingList from "@/app/api/pending/route";
import * as refundExport from "@/app/api/refund-admin/export/route";
import * as userExport from "@/app/api/user/export/route";
import { getDb } from "@/db";
import { queryBatches } from "@/lib/services/export/cursor";
import { financeItems } from "@/lib/services/finance";
import { createMeeting } from "@/lib/services/meetings";
import { call, createUser, type TestUser } from "../support/factory";
import { firstTypeId, validBody } from "../support/finance";

const read = (text: string): string[][] =>
  parse(text, { delimiter: ";", bom: true, record_delimiter: "\r\n" });
const TODAY = /^\d{4}-\d{2}-\d{2}$/;

const TRICKY = [
  'Almoço; café "expresso" e pão',
  "Táxi\nda reunião",
  '=HYPERLINK("http://x")',
  "+5511999",
  "-1+1 ajuste",
  "@SUM(1)",
];

describe("CSV exports", () => {
  let ana: TestUser;
  let bruno: TestUser;
  let admin: TestUser;
  const refunds = financeItems("refund");

  beforeAll(async () => {
    ana = await createUser("EMPLOYEE", {
      firstName: "Ána",
      lastName: "Conceição",
      document: "12345678909",
    });
    bruno = await createUser("EMPLOYEE", { firstName: "Bruno", lastName: "Exportação" });
    admin = await createUser("ADMIN");
    for (const [i, description] of TRICKY.entries()) {
      await refunds.collaborator.create(
        ana.actor,
        await validBody("refund", { description, value: 10 + i + 0.5 }),
      );
    }
    const year = new Date().getFullYear();
    const brunoRefund = await refunds.collaborator.create(
      bruno.actor,
      await validBody("refund", {
        description: "Hotel",
        value: 999.99,
        refundDate: `${year}-02-01`,
      }),
    );
    await refunds.admin.confirm(admin.actor, brunoRefund.id);
    await financeItems("payment").collaborator.create(
      bruno.actor,
      await validBody("payment", { description: "Curso de Excel" }),
    );
  });

  /** The ids of the CSV rows must be the ids of the list the screen shows for the same query. */
  async function expectSameRows(query: Record<string, string>) {
    const { status, body, response } = await call(refundExport.GET, {
      token: admin.token,
      url: `http://localhost/api/refund-admin/export?${new URLSearchParams(query)}`,
    });
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = read(body);
    const list = await refunds.admin.list(admin.actor, { ...query, per_page: 100 });
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(list.data.map((item) => item.id));
    return rows;
  }

  it("writes the refund list for Brazilian Excel, and the cells read back as written", async () => {
    const { body, response } = await call(refundExport.GET, {
      token: admin.token,
      url: "http://localhost/api/refund-admin/export?name=ana&sort=value&order=asc",
    });
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="reembolsos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("content-disposition")!.match(/reembolsos-(.*)\.csv/)![1]).toMatch(
      TODAY,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      body.startsWith(
        "ID;Colaborador;Descrição;Categoria;Valor (R$);Data do reembolso;Status;Motivo;Comprovante;Criado em\r\n",
      ),
    ).toBe(true);
    const rows = read(body);
    expect(rows).toHaveLength(1 + TRICKY.length);
    expect(rows.slice(1).map((row) => row[2])).toEqual(
      TRICKY.map((cell) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell)),
    );
    expect(rows[1]).toMatchObject({
      1: "Ána Conceição",
      4: "10,50",
      5: `15/03/${new Date().getFullYear()}`,
      6: "Pendente",
    });
    expect(rows[1][9]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it("honours every filter and sort of the list", async () => {
    const type = await firstTypeId("refund");
    const queries: Record<string, string>[] = [
      {},
      { status: "APPROVED" },
      { status: "PENDING", sort: "description", order: "desc" },
      { category: String(type), sort: "date", order: "asc" },
      { name: "bruno" },
      { name: "CONCEICAO", status: "PENDING", sort: "value", order: "desc" },
      { name: "ninguém" },
    ];
    for (const query of queries) await expectSameRows(query);
    const approved = await expectSameRows({ status: "APPROVED", name: "bruno" });
    expect(approved.slice(1).map((row) => [row[4], row[6]])).toEqual([["999,99", "Aprovado"]]);
  });

  it("refuses employees the admin exports, answers 400 to a bad filter, and gives a collaborator only their own items", async () => {
    for (const handler of [
      refundExport.GET,
      paymentExport.GET,
      userExport.GET,
      meetingsExport.GET,
      pendingExport.GET,
      pendingList.GET,
    ]) {
      expect((await call(handler, { token: ana.token })).status).toBe(403);
      expect((await call(handler, {})).status).toBe(401);
    }
    expect(
      (await call(refundExport.GET, { token: admin.token, url: "http://localhost/x?status=TUDO" }))
        .status,
    ).toBe(400);
    expect(
      (await call(refundExport.GET, { token: admin.token, url: "http://localhost/x?sort=senha" }))
        .status,
    ).toBe(400);
    const own = await call(collabRefundExport.GET, { token: bruno.token });
    expect(own.response.headers.get("content-disposition")).toMatch(/filename="reembolsos-/);
    const rows = read(own.body);
    expect(rows[0]).not.toContain("Colaborador");
    expect(rows.slice(1).map((row) => row[1])).toEqual(["Hotel"]);
    expect((await call(collabRefundExport.GET, { token: admin.token })).status).toBe(403);
  });

  it("exports users with the document masked, and meetings, with their filters", async () => {
    const users = read(
      (await call(userExport.GET, { token: admin.token, url: "http://localhost/x?name=conceicao" }))
        .body,
    );
    expect(users[0]).toEqual([
      "ID",
      "Nome",
      "E-mail",
      "Telefone",
      "CPF/CNPJ",
      "Data de nascimento",
      "Perfil",
      "Instagram",
      "Cadastrado em",
    ]);
    expect(users.slice(1)).toEqual([
      expect.arrayContaining([
        String(ana.id),
        "Ána Conceição",
        "***.456.789-**",
        "20/05/1990",
        "Colaborador",
      ]),
    ]);
    await createMeeting(admin.actor, {
      title: "Fechamento; mês",
      description: "Revisão",
      link: "https://meet.example/x",
      meetingDate: "2026-05-04T13:00:00Z",
      users: [ana.id, bruno.id],
    });
    await createMeeting(admin.actor, {
      title: "Outra reunião",
      description: "Outra",
      link: "https://meet.example/y",
      meetingDate: "2026-05-05T13:00:00Z",
    });
    const meetings = read(
      (
        await call(meetingsExport.GET, {
          token: admin.token,
          url: "http://localhost/x?title=fechamento",
        })
      ).body,
    );
    expect(meetings.slice(1)).toEqual([
      [
        expect.any(String),
        "Fechamento; mês",
        "Revisão",
        "04/05/2026",
        "10:00",
        "https://meet.example/x",
        "Pendente",
        "Bruno Exportação, Ána Conceição",
      ],
    ]);
  });

  it("lists and exports the pending inbox oldest first, filtered by kind and collaborator", async () => {
    const all = await call(pendingList.GET, {
      token: admin.token,
      url: "http://localhost/x?per_page=100&name=bruno",
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(
      all.body.data.map((item: { kind: string; description: string }) => [
        item.kind,
        item.description,
      ]),
    ).toEqual([["payment", "Curso de Excel"]]);
    const refundsOnly = await call(pendingList.GET, {
      token: admin.token,
      url: "http://localhost/x?per_page=100&kind=refund&name=ana",
    });
    expect(refundsOnly.body.meta.total).toBe(TRICKY.length);
    const created = refundsOnly.body.data.map((item: { createdAt: string }) => item.createdAt);
    expect(created).toEqual([...created].sort());
    const csv = await call(pendingExport.GET, {
      token: admin.token,
      url: "http://localhost/x?kind=refund&name=ana",
    });
    expect(csv.response.headers.get("content-disposition")).toMatch(
      /filename="pendencias-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = read(csv.body);
    expect(rows[0]).toEqual([
      "Tipo",
      "ID",
      "Colaborador",
      "Descrição",
      "Valor (R$)",
      "Data",
      "Criado em",
      "Comprovante",
    ]);
    expect(rows.slice(1).map((row) => Number(row[1]))).toEqual(
      refundsOnly.body.data.map((item: { id: number }) => item.id),
    );
    expect(rows[1].slice(0, 5)).toEqual([
      "Reembolso",
      expect.any(String),
      "Ána Conceição",
      TRICKY[0],
      "10,50",
    ]);
    expect(
      (await call(pendingList.GET, { token: admin.token, url: "http://localhost/x?kind=meeting" }))
        .status,
    ).toBe(400);
  });

  it("reads a query in batches that together hold every row once, in order", async () => {
    const db = await getDb();
    const query = sql`select n from generate_series(1, 2503) as n order by n`;
    const batches: unknown[][][] = [];
    for await (const rows of queryBatches(db, query, 500)) batches.push(rows);
    expect(batches.length).toBeGreaterThanOrEqual(6);
    expect(batches.flat().map((row) => Number(row[0]))).toEqual(
      Array.from({ length: 2503 }, (_, i) => i + 1),
    );
  });
});
