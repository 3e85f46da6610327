import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import * as ownAnonymize from "@/app/api/collaborator/user/anonymize/route";
import * as ownProfile from "@/app/api/collaborator/user/route";
import * as userList from "@/app/api/user/route";
import * as anonymize from "@/app/api/user/[id]/anonymize/route";
import * as userItem from "@/app/api/user/[id]/route";
import { getDb } from "@/db";
import { anonymizations, statusHistory, users } from "@/db/schema";
import {
  ANONYMIZE_ACTIVE,
  ANONYMIZE_CONFIRM_MISMATCH,
  ANONYMIZE_DONE,
} from "@/lib/services/anonymize";
import { financeKind } from "@/lib/services/finance/kinds";
import { FINANCE_KINDS } from "@/lib/kinds/finance";
import { call, createUser } from "../support/factory";
import { FINANCE_API } from "../support/finance";
import { pdfBytes } from "../support/files";
import { id, itemWithReceipt } from "../support/receipt-items";
import { tempUploads } from "../support/storage";

tempUploads("membros-lgpd-");

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
