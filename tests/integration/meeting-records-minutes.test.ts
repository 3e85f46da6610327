import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRoute } from "@/app/api/meetings/[id]/route";
import { PATCH as finishRoute } from "@/app/api/meetings/[id]/finish/route";
import { GET as minutesRoute } from "@/app/api/meetings/[id]/minutes.pdf/route";
import { getDb } from "@/db";
import { emailOutbox } from "@/db/schema";
import { createMeeting, finishMeeting } from "@/lib/services/meetings";
import { ownAttendance } from "@/lib/services/meetings/attendance";
import { createTransport, deliverEmails } from "@/lib/services/notifications/mailer";
import { updateOrganizationSettings } from "@/lib/services/organization-settings";
import { call, createUser, type TestUser } from "../support/factory";
import { h } from "../support/handler";
import { assemblyBody as body, nextYear } from "../support/meeting-bodies";
import { saveEnv, startSmtp, type TestSmtp } from "../support/smtp";

const FROM = "Membros <avisos@membros.dev>";

async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

let smtp: TestSmtp;
const restoreEnv = saveEnv(["SMTP_URL", "MAIL_FROM"]);
beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = FROM;
});
afterAll(async () => {
  await smtp.close();
  restoreEnv();
});

describe("finishing with attendance, guests and outcomes", () => {
  it("without a body behaves as before: DONE, nothing recorded", async () => {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE");
    const { id } = await createMeeting(admin.actor, body([a.id]));
    const params = { id: String(id) };
    expect(
      await call(h(finishRoute), { method: "PATCH", token: admin.token, params }),
    ).toMatchObject({
      status: 200,
      body: { success: true },
    });
    const read = await call(h(getRoute), { token: admin.token, params });
    expect(read.body).toMatchObject({
      status: "DONE",
      guests: [],
      UserMeeting: [{ attendance: null }],
    });
    expect(read.body.chairedBy).toBe(admin.actor.fullName);
  });

  it("refuses non-invitees, missing or repeated invitees and foreign agenda items (400, nothing changes)", async () => {
    const admin = await createUser("ADMIN");
    const a = await createUser("EMPLOYEE");
    const b = await createUser("EMPLOYEE");
    const other = await createMeeting(admin.actor, body([a.id], { agenda: [{ title: "Outro" }] }));
    const { id } = await createMeeting(
      admin.actor,
      body([a.id, b.id], { agenda: [{ title: "Item" }] }),
    );
    const params = { id: String(id) };
    const foreignItem = (
      await call(h(getRoute), { token: admin.token, params: { id: String(other.id) } })
    ).body.agenda[0].id;
    const all = [
      { userId: a.id, status: "PRESENT" },
      { userId: b.id, status: "ABSENT" },
    ];
    for (const [payload, field] of [
      [{ attendance: [...all, { userId: admin.id, status: "PRESENT" }] }, "attendance"],
      [{ attendance: [all[0]] }, "attendance"],
      [{ attendance: [...all, all[0]] }, "attendance"],
      [{ attendance: [{ userId: a.id, status: "LATE" }] }, "attendance.0.status"],
      [{ outcomes: [{ agendaItemId: foreignItem, text: "x" }] }, "outcomes"],
      [{ guests: [""] }, "guests.0"],
    ] as const) {
      const answer = await call(h(finishRoute), {
        method: "PATCH",
        token: admin.token,
        params,
        body: payload,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(answer.body.errors)).toContain(field);
    }
    expect(
      await call(h(finishRoute), {
        method: "PATCH",
        token: a.token,
        params,
        body: { attendance: all },
      }),
    ).toMatchObject({ status: 403 });
    const read = await call(h(getRoute), { token: admin.token, params });
    expect(read.body.status).toBe("PENDING");
  });

  it("records everything, computes the quorum, writes the minutes and e-mails them to the present only", async () => {
    await updateOrganizationSettings((await createUser("ADMIN")).actor, {
      name: "Associação São João da Conceição",
    });
    const admin = await createUser("ADMIN", { firstName: "Márcia", lastName: "Gonçalves" });
    const present = await createUser("EMPLOYEE", { firstName: "José", lastName: "Araújo" });
    const absent = await createUser("EMPLOYEE", { firstName: "Inês", lastName: "Conceição" });
    const excused = await createUser("EMPLOYEE", { firstName: "Łukasz", lastName: "Wółczyński" });
    const { id } = await createMeeting(
      admin.actor,
      body([present.id, absent.id, excused.id], {
        agenda: [
          { title: "Aprovação das contas", description: "Balanço do exercício" },
          { title: "Eleição da diretoria" },
        ],
        quorum: { kind: "PERCENT", value: 50 },
      }),
    );
    const params = { id: String(id) };
    const agenda = (await call(h(getRoute), { token: admin.token, params })).body.agenda;
    const db = await getDb();
    await db.update(emailOutbox).set({ status: "sent" });
    smtp.messages.length = 0;

    const finished = await call(h(finishRoute), {
      method: "PATCH",
      token: admin.token,
      params,
      body: {
        attendance: [
          { userId: present.id, status: "PRESENT" },
          { userId: absent.id, status: "ABSENT" },
          { userId: excused.id, status: "EXCUSED" },
        ],
        guests: ["Conceição Ribeiro (convidada)"],
        outcomes: [
          {
            agendaItemId: agenda[0].id,
            text: "Contas aprovadas por unanimidade; ação nº 3 concluída",
          },
          { agendaItemId: agenda[1].id, text: "Eleita a chapa única" },
        ],
      },
    });
    expect(finished).toMatchObject({ status: 200 });
    const read = (await call(h(getRoute), { token: admin.token, params })).body;
    expect(read.quorumResult).toEqual({ required: 2, present: 1, reached: false });
    expect(read.guests).toEqual(["Conceição Ribeiro (convidada)"]);
    expect(read.chairedBy).toBe("Márcia Gonçalves");

    // The minutes, read back as text.
    const pdf = await call(h(minutesRoute), { token: present.token, params });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(await pdf.response.arrayBuffer());
    for (const expected of [
      "Associação São João da Conceição",
      "ATA DE REUNIÃO",
      "Assembleia geral ordinária",
      "15/04/" + nextYear + " 19:00",
      "https://meet.example.com/assembleia",
      "Presidida por: Márcia Gonçalves",
      "José Araújo: Presente",
      "Inês Conceição: Ausente",
      "Lukasz Wólczynski: Ausência justificada",
      "Conceição Ribeiro (convidada)",
      "Quórum não atingido",
      "1. Aprovação das contas",
      "Balanço do exercício",
      "Deliberação: Contas aprovadas por unanimidade; ação nº 3 concluída",
      "2. Eleição da diretoria",
      "Deliberação: Eleita a chapa única",
      "Presidente: Márcia Gonçalves",
      "Secretário(a)",
    ])
      expect(text).toContain(expected);

    // Present invitees get the minutes attached; the others get the notice only.
    await deliverEmails({ transport: createTransport(smtp.url), from: FROM });
    const to = (user: TestUser) =>
      smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(user.email));
    expect(to(present)).toHaveLength(1);
    const attached = to(present)[0].attachments.find((f) => f.contentType === "application/pdf");
    expect(attached?.filename).toBe(`ata-reuniao-${id}.pdf`);
    expect(await pdfText(attached!.content)).toContain("José Araújo: Presente");
    for (const user of [absent, excused]) {
      expect(to(user)).toHaveLength(1);
      expect(to(user)[0].attachments.filter((f) => f.contentType === "application/pdf")).toEqual(
        [],
      );
    }

    expect(await ownAttendance(present.actor)).toMatchObject([
      { meetingId: id, attendance: "PRESENT" },
    ]);
    expect(await ownAttendance(excused.actor)).toMatchObject([
      { meetingId: id, attendance: "EXCUSED" },
    ]);
    await expect(ownAttendance(admin.actor)).rejects.toMatchObject({ status: 403 });
  });
});

describe("the minutes PDF", () => {
  it("is for admins and invitees of a finished meeting; others 404, unfinished 409", async () => {
    const admin = await createUser("ADMIN");
    const invitee = await createUser("EMPLOYEE");
    const stranger = await createUser("EMPLOYEE");
    const { id } = await createMeeting(admin.actor, body([invitee.id]));
    const params = { id: String(id) };
    const get = (user: TestUser, p = params) =>
      call(h(minutesRoute), { token: user.token, params: p });
    expect(await get(admin)).toMatchObject({ status: 409 });
    expect(await get(invitee)).toMatchObject({ status: 409 });
    expect(await get(stranger)).toMatchObject({ status: 404 });
    await finishMeeting(admin.actor, id);
    expect((await get(admin)).status).toBe(200);
    expect((await get(invitee)).status).toBe(200);
    expect(await get(stranger)).toMatchObject({ status: 404 });
    expect(await get(admin, { id: "999999" })).toMatchObject({ status: 404 });
  });

  it("wraps long text and breaks pages", async () => {
    const admin = await createUser("ADMIN");
    const people = [];
    for (let i = 0; i < 15; i++)
      people.push(await createUser("EMPLOYEE", { firstName: `Pessoa${i}` }));
    const long = "Deliberação extensa com acentuação: ".repeat(120);
    const { id } = await createMeeting(
      admin.actor,
      body(
        people.map((p) => p.id),
        {
          agenda: Array.from({ length: 12 }, (_, i) => ({
            title: `Item ${i + 1}`,
            description: long.slice(0, 2000),
          })),
        },
      ),
    );
    await finishMeeting(admin.actor, id, {
      attendance: people.map((p) => ({ userId: p.id, status: "PRESENT" })),
      guests: ["Um-nome-muito-longo-sem-espaços-".repeat(6)],
    });
    const pdf = await call(h(minutesRoute), { token: admin.token, params: { id: String(id) } });
    const bytes = new Uint8Array(await pdf.response.arrayBuffer());
    const doc = await getDocumentProxy(bytes.slice());
    expect(doc.numPages).toBeGreaterThan(3);
    const text = await pdfText(bytes);
    expect(text).toContain("Pessoa14 Teste: Presente");
    expect(text).toContain("12. Item 12");
    expect(text).toContain("Página 1 de");
  }, 120_000);
});
