import { beforeAll, describe, expect, it } from "vitest";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { call, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";
import { financeApiPeople } from "../support/finance-api";
import {
  executableBytes,
  fileOf,
  multipart as upload,
  pdfBytes,
  pngBytes,
  pngOfSize,
} from "../support/files";
import { tempUploads } from "../support/storage";

tempUploads("membros-finance-api-");

describe.each(FINANCE_KINDS)("%s REST API", (kind: FinanceKind) => {
  const api = FINANCE_API[kind];
  const config = FINANCE[kind];
  let ana: TestUser;
  let bruno: TestUser;
  let admin: TestUser;
  let anaItem: number;

  beforeAll(async () => {
    ({ ana, bruno, admin, anaItem } = await financeApiPeople(kind));
  });

  const id = (value: number | string) => ({ id: String(value) });

  it("answers items with the spec's field names, reais with two decimals and the history", async () => {
    const { status, body } = await call(api.collaborator.item.GET, {
      token: ana.token,
      params: id(anaItem),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: anaItem,
      value: 1234.56,
      description: `Item de teste ${kind}`,
      [config.typeField]: expect.any(Number),
      [config.typeRelation]: { id: expect.any(Number), label: expect.any(String) },
      status: "PENDING",
      reason: null,
      file: null,
      user: { id: ana.id, fullName: `Ána Souza ${kind}` },
      history: [expect.objectContaining({ from: null, to: "PENDING" })],
    });
    if (config.dateField) expect(body[config.dateField]).toBe(`${new Date().getFullYear()}-03-15`);
    expect(body).not.toHaveProperty("typeId");
    expect(Date.parse(body.createdAt)).not.toBeNaN();
  });

  it("lets the owner edit, add receipts (the first stays `file`) and read them back", async () => {
    const edit = await call(api.collaborator.item.PATCH, {
      method: "PATCH",
      token: ana.token,
      params: id(anaItem),
      body: { value: "99,9", description: "Editado" },
    });
    expect(edit).toMatchObject({ status: 200, body: { success: true } });
    const png = await call(api.collaborator.file.POST, {
      method: "POST",
      token: ana.token,
      params: id(anaItem),
      rawBody: upload(fileOf(pngBytes(), "recibo.png", "image/png")),
    });
    expect(png).toMatchObject({
      status: 200,
      body: { success: true, file: { name: "recibo.png", type: "image/png" } },
    });
    const pdf = await call(api.collaborator.file.POST, {
      method: "POST",
      token: ana.token,
      params: id(anaItem),
      rawBody: upload(fileOf(pdfBytes(), "recibo.pdf")),
    });
    expect(pdf.status).toBe(200);
    const { body } = await call(api.collaborator.item.GET, {
      token: ana.token,
      params: id(anaItem),
    });
    expect(body).toMatchObject({
      value: 99.9,
      description: "Editado",
      file: {
        id: png.body.file.id,
        type: "image/png",
        url: `/api/files/${png.body.file.id}`,
      },
      files: [
        { id: png.body.file.id, name: "recibo.png" },
        { id: pdf.body.file.id, type: "application/pdf", url: `/api/files/${pdf.body.file.id}` },
      ],
    });
    expect((await call(fileGet, { token: ana.token, params: id(png.body.file.id) })).status).toBe(
      200,
    );
    const served = await call(fileGet, { token: ana.token, params: id(pdf.body.file.id) });
    expect(served.status).toBe(200);
    expect(served.response.headers.get("content-type")).toBe("application/pdf");
    expect((await call(fileGet, { token: admin.token, params: id(pdf.body.file.id) })).status).toBe(
      200,
    );
  });

  it("keeps employees apart: another employee's item is 404 for list, read, edit, cancel and file", async () => {
    const list = await call(api.collaborator.list.GET, {
      token: bruno.token,
      url: "http://localhost/api/x?per_page=100",
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { id: number }) => item.id)).not.toContain(anaItem);
    expect(list.body.data.every((item: { userId: number }) => item.userId === bruno.id)).toBe(true);
    const params = id(anaItem);
    expect((await call(api.collaborator.item.GET, { token: bruno.token, params })).status).toBe(
      404,
    );
    expect(
      (
        await call(api.collaborator.item.PATCH, {
          method: "PATCH",
          token: bruno.token,
          params,
          body: { description: "Invasão" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(api.collaborator.item.DELETE, { method: "DELETE", token: bruno.token, params }))
        .status,
    ).toBe(404);
    const file = await call(api.collaborator.file.POST, {
      method: "POST",
      token: bruno.token,
      params,
      rawBody: upload(fileOf(pngBytes(), "x.png")),
    });
    expect(file.status).toBe(404);
    const { body } = await call(api.collaborator.item.GET, { token: ana.token, params });
    expect(body).toMatchObject({ status: "PENDING", description: "Editado" });
    expect((await call(fileGet, { token: bruno.token, params: id(body.file.id) })).status).toBe(
      404,
    );
  });

  it("answers 400 with the §5 messages and never a 500 for bad input", async () => {
    const empty = await call(api.collaborator.list.POST, { token: ana.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      value: ["Valor obrigatório"],
      description: ["Descrição obrigatória"],
      [config.typeField]: ["Tipo de pagamento obrigatório"],
      ...(config.dateField ? { [config.dateField]: ["Data obrigatória"] } : {}),
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ value: -5 }, "value", "Valor obrigatório"],
      [{ value: 0 }, "value", "Valor obrigatório"],
      [{ value: "abc" }, "value", "Valor obrigatório"],
      [{ value: 10.555 }, "value", "Use no máximo duas casas decimais"],
      [{ description: "ab" }, "description", "Descrição obrigatória"],
      [
        { description: "x".repeat(192) },
        "description",
        "Descrição muito longa, use até 191 caracteres",
      ],
      [{ [config.typeField]: "" }, config.typeField, "Tipo de pagamento obrigatório"],
      [{ [config.typeField]: 999999 }, config.typeField, "Tipo de pagamento inválido"],
    ];
    if (config.dateField) {
      const year = new Date().getFullYear();
      cases.push([{ [config.dateField]: `${year}-02-30` }, config.dateField, "Data inválida"]);
      cases.push([
        { [config.dateField]: `${year + 3}-01-01` },
        config.dateField,
        `A data deve estar entre 01/01/${year - 1} e 31/12/${year + 2}`,
      ]);
      cases.push([{ [config.dateField]: "15/03/2025" }, config.dateField, "Data inválida"]);
    }
    for (const [override, field, message] of cases) {
      const response = await call(api.collaborator.list.POST, {
        token: ana.token,
        body: await validBody(kind, override),
      });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body.errors[field]).toContain(message);
    }
    const malformed = await call(api.collaborator.list.POST, {
      token: ana.token,
      rawBody: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(
      (
        await call(api.collaborator.list.GET, {
          token: ana.token,
          url: "http://localhost/x?status=DONE",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(api.collaborator.list.GET, {
          token: ana.token,
          url: "http://localhost/x?sort=password",
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(api.collaborator.item.GET, { token: ana.token, params: id("abc") })).status,
    ).toBe(404);
  });

  it("judges receipts by their bytes: 415 for an executable named .png, 413 past 5,000,000 bytes, 400 without a file", async () => {
    const { body } = await call(api.collaborator.list.POST, {
      token: ana.token,
      body: await validBody(kind),
    });
    const params = id(body.id);
    const post = (rawBody: BodyInit, headers?: Record<string, string>) =>
      call(api.collaborator.file.POST, {
        method: "POST",
        token: ana.token,
        params,
        rawBody,
        headers,
      });
    const exe = await post(upload(fileOf(executableBytes(), "foto.png", "image/png")));
    expect(exe).toMatchObject({
      status: 415,
      body: { message: "Apenas .pdf, .jpg, .jpeg, .png and .webp formatos são suportados." },
    });
    const big = await post(upload(fileOf(pngOfSize(5_000_001), "grande.png", "image/png")));
    expect(big).toMatchObject({ status: 413, body: { message: "Max image size is 5MB." } });
    // A body far past the limit is cut off while it is read, announced size or not.
    expect((await post(upload(fileOf(pngOfSize(6_000_000), "maior.png")))).status).toBe(413);
    expect(
      (await post(upload(fileOf(pngBytes(), "x.png")), { "content-length": "9000000" })).status,
    ).toBe(413);
    expect((await post(new FormData())).status).toBe(400);
    expect((await post("not multipart", { "content-type": "text/plain" })).status).toBe(400);
    expect(
      (await call(api.collaborator.item.GET, { token: ana.token, params })).body.file,
    ).toBeNull();
  });
});
