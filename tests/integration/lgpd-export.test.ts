import yauzl from "yauzl";
import { describe, expect, it } from "vitest";
import * as dataExport from "@/app/api/collaborator/data-export/route";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import * as ownProfile from "@/app/api/collaborator/user/route";
import * as userList from "@/app/api/user/route";
import * as userItem from "@/app/api/user/[id]/route";
import { getDb } from "@/db";
import { lessonProgress, meetings, meetingUsers, trainingGrants } from "@/db/schema";
import { FINANCE_KINDS } from "@/lib/kinds/finance";
import { createCourse } from "../support/content";
import { call, createUser } from "../support/factory";
import { FINANCE_API } from "../support/finance";
import { pdfBytes, pngBytes } from "../support/files";
import { id, itemWithReceipt } from "../support/receipt-items";
import { tempUploads } from "../support/storage";

tempUploads("membros-lgpd-");

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
