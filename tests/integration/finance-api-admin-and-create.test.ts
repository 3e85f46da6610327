import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { call, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";
import { financeApiPeople } from "../support/finance-api";
import { executableBytes, fileOf, multipart as upload, pngBytes } from "../support/files";
import { tempUploads } from "../support/storage";

const uploads = tempUploads("membros-finance-api-");

describe.each(FINANCE_KINDS)("%s REST API", (kind: FinanceKind) => {
  const api = FINANCE_API[kind];
  const config = FINANCE[kind];
  let ana: TestUser;
  let admin: TestUser;
  let anaItem: number;

  beforeAll(async () => {
    ({ ana, admin, anaItem } = await financeApiPeople(kind));
  });

  const id = (value: number | string) => ({ id: String(value) });

  it("keeps the admin API for admins, with names, filters, create-for and the moves", async () => {
    expect((await call(api.admin.list.GET, { token: ana.token })).status).toBe(403);
    expect((await call(api.collaborator.list.GET, { token: admin.token })).status).toBe(403);

    const forAna = await call(api.admin.list.POST, {
      token: admin.token,
      body: await validBody(kind, { userId: ana.id }),
    });
    expect(forAna.status).toBe(201);
    expect(
      (
        await call(api.admin.list.POST, {
          token: admin.token,
          body: await validBody(kind, { userId: admin.id }),
        })
      ).body.errors,
    ).toEqual({ userId: ["Colaborador obrigatório"] });

    const byName = await call(api.admin.list.GET, {
      token: admin.token,
      url: `http://localhost/x?name=ana souza ${kind}&status=PENDING&sort=value&order=desc`,
    });
    expect(byName.status).toBe(200);
    expect(byName.body.data.length).toBeGreaterThanOrEqual(2);
    expect(
      byName.body.data.every(
        (item: { user: { fullName: string } }) => item.user.fullName === `Ána Souza ${kind}`,
      ),
    ).toBe(true);
    expect(byName.body.meta).toMatchObject({ currentPage: 1, perPage: 10, prev: null });

    const params = id(forAna.body.id);
    if (api.admin.finish) {
      expect(
        (await call(api.admin.finish.PATCH, { method: "PATCH", token: ana.token, params })).status,
      ).toBe(403);
      expect(
        (await call(api.admin.finish.PATCH, { method: "PATCH", token: admin.token, params })).body,
      ).toEqual({ success: true });
      expect(
        (await call(api.admin.finish.PATCH, { method: "PATCH", token: admin.token, params }))
          .status,
      ).toBe(409);
    } else {
      expect(
        (
          await call(api.admin.item.PATCH, {
            method: "PATCH",
            token: admin.token,
            params,
            body: { status: "APPROVED" },
          })
        ).body,
      ).toEqual({ success: true });
    }
    expect((await call(api.admin.item.GET, { token: admin.token, params })).body.status).toBe(
      config.confirmStatus,
    );
    const paid = await call(api.admin.list.GET, {
      token: admin.token,
      url: `http://localhost/x?status=${config.confirmStatus}&name=souza ${kind}`,
    });
    expect(paid.body.data.map((item: { id: number }) => item.id)).toEqual([forAna.body.id]);

    const denied = await call(api.admin.item.PATCH, {
      method: "PATCH",
      token: admin.token,
      params: id(anaItem),
      body: { status: "CANCELLED", reason: "Cancelado pelo administrador" },
    });
    expect(denied.body).toEqual({ success: true });
    const seen = await call(api.collaborator.item.GET, { token: ana.token, params: id(anaItem) });
    expect(seen.body).toMatchObject({
      status: "CANCELLED",
      reason: "Cancelado pelo administrador",
    });
    expect(seen.body.history.at(-1)).toMatchObject({
      from: "PENDING",
      to: "CANCELLED",
      actor: admin.actor.fullName,
    });
    expect(
      (
        await call(api.collaborator.item.DELETE, {
          method: "DELETE",
          token: ana.token,
          params: id(anaItem),
        })
      ).status,
    ).toBe(409);
  });

  it("also creates from a multipart body with the receipt, judging the file before creating anything", async () => {
    const fields = await validBody(kind, { value: "45,50", description: "Criado com arquivo" });
    const form = (file: File) => {
      const body = upload(file);
      for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
      return body;
    };
    const count = async () =>
      (
        await call(api.collaborator.list.GET, {
          token: ana.token,
          url: "http://localhost/x?per_page=100",
        })
      ).body.meta.total;
    const before = await count();
    const refused = await call(api.collaborator.list.POST, {
      method: "POST",
      token: ana.token,
      rawBody: form(fileOf(executableBytes(), "nota.png")),
    });
    expect(refused.status).toBe(415);
    expect(await count()).toBe(before);
    const created = await call(api.collaborator.list.POST, {
      method: "POST",
      token: ana.token,
      rawBody: form(fileOf(pngBytes(), "nota.png")),
    });
    expect(created).toMatchObject({ status: 201, body: { success: true, id: expect.any(Number) } });
    const { body } = await call(api.collaborator.item.GET, {
      token: ana.token,
      params: id(created.body.id),
    });
    expect(body).toMatchObject({
      value: 45.5,
      description: "Criado com arquivo",
      file: { name: "nota.png", type: "image/png" },
    });
  });

  it("stores the item and its receipt together or not at all: a create refused after the bytes were written leaves no row and no file", async () => {
    const { readdirSync } = await import("node:fs");
    const storedFiles = () =>
      readdirSync(uploads, { recursive: true }).filter(
        (entry) => path.extname(String(entry)) !== "",
      ).length;
    const count = async () =>
      (
        await call(api.collaborator.list.GET, {
          token: ana.token,
          url: "http://localhost/x?per_page=100",
        })
      ).body.meta.total;
    const [before, bytesBefore] = [await count(), storedFiles()];
    // A retired or unknown type is only found out inside the transaction, after the receipt was
    // stored.
    const fields = await validBody(kind, { [config.typeField]: 999999 });
    const body = upload(fileOf(pngBytes(), "sem-tipo.png"));
    for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
    const refused = await call(api.collaborator.list.POST, {
      method: "POST",
      token: ana.token,
      rawBody: body,
    });
    expect(refused.status).toBe(400);
    expect(await count()).toBe(before);
    expect(storedFiles()).toBe(bytesBefore);
  });

  it("lets the owner cancel with DELETE, keeping the row", async () => {
    const { body } = await call(api.collaborator.list.POST, {
      token: ana.token,
      body: await validBody(kind),
    });
    expect(
      (
        await call(api.collaborator.item.DELETE, {
          method: "DELETE",
          token: ana.token,
          params: id(body.id),
        })
      ).body,
    ).toEqual({ success: true });
    const cancelled = await call(api.collaborator.list.GET, {
      token: ana.token,
      url: "http://localhost/x?status=CANCELLED&per_page=100",
    });
    expect(cancelled.body.data.map((item: { id: number }) => item.id)).toContain(body.id);
  });
});
