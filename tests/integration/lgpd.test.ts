import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import yauzl from "yauzl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as dataExport from "@/app/api/collaborator/data-export/route";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import * as ownAnonymize from "@/app/api/collaborator/user/anonymize/route";
import * as ownProfile from "@/app/api/collaborator/user/route";
import * as userList from "@/app/api/user/route";
import * as anonymize from "@/app/api/user/[id]/anonymize/route";
import * as userItem from "@/app/api/user/[id]/route";
import { getDb } from "@/db";
import {
  anonymizations,
  lessonProgress,
  meetings,
  meetingUsers,
  statusHistory,
  trainingGrants,
  users,
} from "@/db/schema";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import {
  ANONYMIZE_ACTIVE,
  ANONYMIZE_CONFIRM_MISMATCH,
  ANONYMIZE_DONE,
} from "@/lib/services/anonymize";
import { financeKind } from "@/lib/services/finance/kinds";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { createCourse } from "../support/content";
import { call, createUser, type TestUser } from "../support/factory";
import { FINANCE_API, validBody } from "../support/finance";
import { fileOf, multipart, pdfBytes, pngBytes } from "../support/files";

const uploads = mkdtempSync(path.join(tmpdir(), "membros-lgpd-"));
beforeAll(() => useStorage("local", localStorage(uploads)));
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

const id = (value: number) => ({ id: String(value) });

/** Every entry of a ZIP, read with a real parser (yauzl). */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** An item of `owner` with a receipt; returns the item and file ids. */
async function itemWithReceipt(kind: FinanceKind, owner: TestUser, name: string, bytes: Buffer) {
  const created = await call(FINANCE_API[kind].collaborator.list.POST, {
    token: owner.token,
    body: await validBody(kind, { description: `Item de ${name}` }),
  });
  const uploaded = await call(FINANCE_API[kind].collaborator.file.POST, {
    token: owner.token,
    params: id(created.body.id),
    rawBody: multipart(fileOf(bytes, name)),
  });
  expect(uploaded.status).toBe(200);
  return { itemId: created.body.id as number, fileId: uploaded.body.file.id as number };
}

describe("own-data export ('Baixar meus dados')", () => {
  it("gives employee A a ZIP with A's data and receipts only", async () => {
    const admin = await createUser("ADMIN");
    const ana = await createUser("EMPLOYEE", {
      firstName: "Ana",
      lastName: "Exportada",
      document: "52998224725",
      pixKey: "ana.pix@exemplo.com",
      pixKeyType: "EMAIL",
    });
    const bia = await createUser("EMPLOYEE", {
      firstName: "Bia",
      lastName: "Alheia",
      document: "11222333000181",
    });
    const anaReceipts: { itemId: number; fileId: number }[] = [];
    for (const kind of FINANCE_KINDS)
      anaReceipts.push(await itemWithReceipt(kind, ana, `recibo-ana-${kind}.pdf`, pdfBytes()));
    for (const kind of FINANCE_KINDS)
      await itemWithReceipt(kind, bia, `recibo-bia-${kind}.png`, pngBytes());
    const db = await getDb();
    const course = await createCourse(admin, { lessons: 2 });
    await db.insert(trainingGrants).values([
      { userId: ana.id, itemId: course.training },
      { userId: bia.id, itemId: course.training },
    ]);
    await db.insert(lessonProgress).values({ userId: ana.id, lessonId: course.lessons[0] });
    const [meeting] = await db
      .insert(meetings)
      .values({
        title: "Reunião da Ana",
        description: "d",
        link: "https://meet.exemplo.com/a",
        date: new Date(),
      })
      .returning();
    const [other] = await db
      .insert(meetings)
      .values({
        title: "Reunião só da Bia",
        description: "d",
        link: "https://meet.exemplo.com/b",
        date: new Date(),
      })
      .returning();
    await db.insert(meetingUsers).values([
      { meetingId: meeting.id, userId: ana.id, rsvp: "YES", attendance: "PRESENT" },
      { meetingId: other.id, userId: bia.id },
    ]);

    const { status, response } = await call(dataExport.GET, { token: ana.token });
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="meus-dados-/,
    );
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));

    const names = [...entries.keys()].sort();
    const dirs = { payment: "pagamentos", payment_request: "solicitacoes", refund: "reembolsos" };
    const receipts = FINANCE_KINDS.map(
      (kind, i) => `comprovantes/${dirs[kind]}/${anaReceipts[i].itemId}-recibo-ana-${kind}.pdf`,
    );
    expect(names).toEqual(["dados.json", ...receipts].sort());
    for (const name of names.filter((n) => n.startsWith("comprovantes/")))
      expect(entries.get(name)!.equals(pdfBytes())).toBe(true);

    const data = JSON.parse(entries.get("dados.json")!.toString("utf8"));
    expect(data.perfil).toMatchObject({
      id: ana.id,
      email: ana.email,
      document: "52998224725",
      pixKey: "ana.pix@exemplo.com",
    });
    expect(data.financeiro.pagamentos).toHaveLength(1);
    expect(data.financeiro.pagamentos[0].history).toEqual([
      expect.objectContaining({ to: "PENDING" }),
    ]);
    expect(data.reunioes).toEqual([
      expect.objectContaining({
        id: meeting.id,
        title: "Reunião da Ana",
        rsvp: "YES",
        attendance: "PRESENT",
      }),
    ]);
    expect(data.acessos.treinamentos).toEqual([expect.objectContaining({ id: course.training })]);
    expect(data.progressoDasAulas).toEqual([
      expect.objectContaining({ lessonId: course.lessons[0] }),
    ]);
    const json = entries.get("dados.json")!.toString("utf8");
    for (const foreign of [
      "Bia",
      "Alheia",
      bia.email,
      "11222333000181",
      "recibo-bia",
      "Reunião só da Bia",
    ])
      expect(json).not.toContain(foreign);
  });

  it("is the collaborator's own: admins get 403, strangers 401", async () => {
    const admin = await createUser("ADMIN");
    expect((await call(dataExport.GET, { token: admin.token })).status).toBe(403);
    expect((await call(dataExport.GET, {})).status).toBe(401);
  });
});

describe("receipt access log", () => {
  it("records the admin's and the owner's downloads and shows them on the item", async () => {
    const admin = await createUser("ADMIN", { firstName: "Administradora", lastName: "Leitora" });
    const carla = await createUser("EMPLOYEE");
    const intruder = await createUser("EMPLOYEE");
    const { itemId, fileId } = await itemWithReceipt("refund", carla, "nota.pdf", pdfBytes());

    expect((await call(fileGet, { token: admin.token, params: id(fileId) })).status).toBe(200);
    expect((await call(fileGet, { token: carla.token, params: id(fileId) })).status).toBe(200);
    expect((await call(fileGet, { token: intruder.token, params: id(fileId) })).status).toBe(404);

    const expected = [
      { userId: admin.id, fullName: "Administradora Leitora", createdAt: expect.any(String) },
      { userId: carla.id, fullName: carla.actor.fullName, createdAt: expect.any(String) },
    ];
    const seenByAdmin = await call(FINANCE_API.refund.admin.item.GET, {
      token: admin.token,
      params: id(itemId),
    });
    expect(seenByAdmin.body.receiptAccesses).toEqual(expected);
    const seenByOwner = await call(FINANCE_API.refund.collaborator.item.GET, {
      token: carla.token,
      params: id(itemId),
    });
    expect(seenByOwner.body.receiptAccesses).toEqual(expected);
  });
});

describe("anonymisation of a deactivated user", () => {
  it("erases every personal value from the database, keeps the finance rows, history and receipts, and revokes tokens", async () => {
    const admin = await createUser("ADMIN");
    const personal = {
      firstName: "Gertrudes",
      lastName: "Vasconcelos",
      email: "gertrudes.vasconcelos@exemplo.com",
      phone: "31991234567",
      document: "39053344705",
      birthDate: "1977-11-03",
      instagram: "@gertrudes.vasc",
      pixKey: "gertrudes.pix@exemplo.com",
      pixKeyType: "EMAIL",
    };
    const gertrudes = await createUser("EMPLOYEE", personal);
    const items = [];
    for (const kind of FINANCE_KINDS)
      items.push({
        kind,
        ...(await itemWithReceipt(kind, gertrudes, `comprovante-${kind}.pdf`, pdfBytes())),
      });
    await call(fileGet, { token: gertrudes.token, params: id(items[0].fileId) });

    const body = (email: string) => ({
      method: "POST",
      token: admin.token,
      params: id(gertrudes.id),
      body: { email },
    });
    expect(await call(anonymize.POST, body(personal.email))).toMatchObject({
      status: 409,
      body: { message: ANONYMIZE_ACTIVE },
    });
    expect(
      (
        await call(userItem.DELETE, {
          method: "DELETE",
          token: admin.token,
          params: id(gertrudes.id),
        })
      ).status,
    ).toBe(200);
    expect(await call(anonymize.POST, body("outra@exemplo.com"))).toMatchObject({
      status: 400,
      body: { message: ANONYMIZE_CONFIRM_MISMATCH },
    });
    expect(
      (await call(anonymize.POST, { ...body(personal.email), token: gertrudes.token })).status,
    ).toBe(401);

    const db = await getDb();
    const history = await db.select().from(statusHistory);
    const [before] = await db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, gertrudes.id));
    expect((await call(anonymize.POST, body(personal.email.toUpperCase()))).status).toBe(200);
    expect(await call(anonymize.POST, body(personal.email))).toMatchObject({
      status: 409,
      body: { message: ANONYMIZE_DONE },
    });

    // Every text column of every table, searched for each former personal value.
    const columns = (await db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`,
    )) as unknown as { rows?: { table_name: string; column_name: string }[] } & {
      table_name: string;
      column_name: string;
    }[];
    const list = columns.rows ?? columns;
    expect(list.length).toBeGreaterThan(20);
    const values = [
      personal.firstName,
      personal.lastName,
      personal.email,
      personal.phone,
      personal.document,
      personal.instagram,
      personal.pixKey,
      "gertrudes",
    ];
    for (const { table_name, column_name } of list) {
      for (const value of values) {
        const hits = (await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where lower(${sql.identifier(column_name)}::text) like ${`%${value.toLowerCase()}%`}`,
        )) as unknown as { rows?: { n: number }[] } & { n: number }[];
        const n = (hits.rows ?? hits)[0].n;
        expect({ table_name, column_name, value, n }).toEqual({
          table_name,
          column_name,
          value,
          n: 0,
        });
      }
    }
    const [row] = await db.select().from(users).where(eq(users.id, gertrudes.id));
    expect(row).toMatchObject({
      firstName: "Titular",
      lastName: `anonimizado #${gertrudes.id}`,
      document: null,
      instagram: null,
      pixKey: null,
      active: false,
    });
    expect(row.birthDate).not.toBe(personal.birthDate);
    expect(row.tokenVersion).toBe(before.tokenVersion + 1);
    expect(row.passwordHash).toBe("!");
    expect(row.anonymizedAt).toBeInstanceOf(Date);
    expect(
      await db.select().from(anonymizations).where(eq(anonymizations.userId, gertrudes.id)),
    ).toEqual([expect.objectContaining({ actorId: admin.id, createdAt: expect.any(Date) })]);

    for (const { kind, itemId, fileId } of items) {
      const [kept] = await db
        .select()
        .from(financeKind(kind).table)
        .where(eq(financeKind(kind).table.id, itemId));
      expect(kept).toMatchObject({ userId: gertrudes.id, valueCents: 123456, fileId });
      const seen = await call(FINANCE_API[kind].admin.item.GET, {
        token: admin.token,
        params: id(itemId),
      });
      expect(seen.body.user.fullName).toBe(`Titular anonimizado #${gertrudes.id}`);
      expect((await call(fileGet, { token: admin.token, params: id(fileId) })).status).toBe(200);
    }
    expect(await db.select().from(statusHistory)).toEqual(history);
  });

  it("is for admins only", async () => {
    const employee = await createUser("EMPLOYEE");
    const other = await createUser("EMPLOYEE");
    expect(
      (
        await call(anonymize.POST, {
          method: "POST",
          token: employee.token,
          params: id(other.id),
          body: { email: other.email },
        })
      ).status,
    ).toBe(403);
  });

  it("lists deleted users for the admin under status=inactive, with when they were anonymised", async () => {
    const admin = await createUser("ADMIN");
    const gone = await createUser("EMPLOYEE", { lastName: "Excluida" });
    await call(userItem.DELETE, { method: "DELETE", token: admin.token, params: id(gone.id) });
    const url = "http://localhost/api/user?status=inactive&name=excluida";
    const before = await call(userList.GET, { token: admin.token, url });
    expect(before.body.data).toEqual([
      expect.objectContaining({ id: gone.id, active: false, anonymizedAt: null }),
    ]);
    await call(anonymize.POST, {
      method: "POST",
      token: admin.token,
      params: id(gone.id),
      body: { email: gone.email },
    });
    const after = await call(userList.GET, {
      token: admin.token,
      url: `http://localhost/api/user?status=inactive&email=anonimizado-${gone.id}@`,
    });
    expect(after.body.data).toEqual([
      expect.objectContaining({ id: gone.id, anonymizedAt: expect.any(String) }),
    ]);
    expect(
      (
        await call(userList.GET, {
          token: admin.token,
          url: "http://localhost/api/user?status=apagado",
        })
      ).status,
    ).toBe(400);
  });

  it("lets a collaborator erase their own data without asking anyone, confirmed by their e-mail", async () => {
    const self = await createUser("EMPLOYEE", {
      firstName: "Heloísa",
      lastName: "Autônoma",
      document: "52998224725",
    });
    expect(
      await call(ownAnonymize.POST, {
        method: "POST",
        token: self.token,
        body: { email: "outra@exemplo.com" },
      }),
    ).toMatchObject({ status: 400, body: { message: ANONYMIZE_CONFIRM_MISMATCH } });
    expect(
      (
        await call(ownAnonymize.POST, {
          method: "POST",
          token: self.token,
          body: { email: self.email },
        })
      ).status,
    ).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, self.id));
    expect(row).toMatchObject({
      active: false,
      firstName: "Titular",
      document: null,
      email: `anonimizado-${self.id}@anonimizado.invalid`,
    });
    expect(
      await db.select().from(anonymizations).where(eq(anonymizations.userId, self.id)),
    ).toEqual([expect.objectContaining({ actorId: self.id })]);
    // The session that did it is gone with the rest.
    expect((await call(ownProfile.GET, { token: self.token })).status).toBe(401);
  });
});

describe("masked personal data in lists", () => {
  it("GET /api/user masks CPF/CNPJ and PIX keys; the single user's GET (the admin's edit screen) and the owner's profile keep them in full", async () => {
    const admin = await createUser("ADMIN");
    const cpf = "52998224725";
    const person = await createUser("EMPLOYEE", {
      firstName: "Mascarado",
      document: cpf,
      pixKey: "fulano@exemplo.com",
      pixKeyType: "EMAIL",
    });
    const withoutKeys = await createUser("EMPLOYEE", { firstName: "Mascarado" });
    const listed = await call(userList.GET, {
      token: admin.token,
      url: "http://localhost/api/user?name=Mascarado&per_page=100",
    });
    expect(listed.status).toBe(200);
    const row = listed.body.data.find((u: { id: number }) => u.id === person.id);
    expect(row).toMatchObject({
      document: "***.982.247-**",
      pixKey: "fu***@exemplo.com",
      pixKeyType: "EMAIL",
    });
    expect(JSON.stringify(listed.body)).not.toContain(cpf);
    expect(JSON.stringify(listed.body)).not.toContain("fulano@");
    expect(listed.body.data.find((u: { id: number }) => u.id === withoutKeys.id)).toMatchObject({
      document: null,
      pixKey: null,
    });

    const single = await call(userItem.GET, {
      token: admin.token,
      params: { id: String(person.id) },
    });
    expect(single.body).toMatchObject({ document: cpf, pixKey: "fulano@exemplo.com" });
    const own = await call(ownProfile.GET, { token: person.token });
    expect(own.body).toMatchObject({ document: cpf, pixKey: "fulano@exemplo.com" });
  });
});
