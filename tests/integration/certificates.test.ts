import { and, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as trainingItem from "@/app/api/training-admin/[id]/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import * as submoduleGrant from "@/app/api/sub-modules-admin/permissions/route";
import * as ownList from "@/app/api/collaborator/certificates/route";
import * as pdfRoute from "@/app/api/certificates/[id]/pdf/route";
import * as revokeRoute from "@/app/api/certificates/[id]/revoke/route";
import * as verifyRoute from "@/app/api/verify/[code]/route";
import { driverOf, getDb } from "@/db";
import { auditEvents, certificates, notifications } from "@/db/schema";
import { appUrl } from "@/lib/core/env";
import { setLessonDone } from "@/lib/services/content";
import { completeLesson } from "@/lib/services/content/completion";
import { anonymizeOwnAccount } from "@/lib/services/anonymize";
import { ownDataExport } from "@/lib/services/data-export";
import { COMPLETION_LOCK } from "@/lib/services/certificates/issue";
import { VERIFY_LIMIT } from "@/lib/services/certificates/read";
import { groupedCode, newCertificateCode, normalizeCode } from "@/lib/services/certificates/code";
import { createTransport, deliverEmails } from "@/lib/services/notifications/mailer";
import { qrTextOfPdf } from "../support/certificate-qr";
import { recipientOf } from "../support/meeting-mail";
import { mailServerForFile } from "../support/smtp";
import { createCourse, type Course } from "../support/content";
import { call, createUser, type TestUser } from "../support/factory";

let admin: TestUser;
let address = 0;
const FROM = "Membros <avisos@membros.dev>";
const mail = mailServerForFile(FROM);

beforeAll(async () => {
  admin = await createUser("ADMIN");
  // Each test asks from its own client address, so the verification limit is its own.
  process.env.TRUST_PROXY = "1";
});
afterAll(() => {
  delete process.env.TRUST_PROXY;
});

/** Access to the whole course: the training, its module and its submodule. */
async function grant(who: TestUser, course: Course) {
  const users = [who.id];
  for (const [route, body] of [
    [trainingGrant.POST, { trainings: [course.training], users }],
    [moduleGrant.POST, { modules: [course.module], users }],
    [submoduleGrant.POST, { submodules: [course.submodule], users }],
  ] as const)
    expect((await call(route, { token: admin.token, body })).status).toBe(200);
}

async function courseFor(who: TestUser, lessons: number, workloadHours?: number) {
  const course = await createCourse(admin, { lessons });
  if (workloadHours !== undefined) {
    const patched = await call(trainingItem.PATCH, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(course.training) },
      body: { workloadHours },
    });
    expect(patched.status).toBe(200);
  }
  await grant(who, course);
  return course;
}

const rowsOf = async (userId: number) =>
  (await getDb()).select().from(certificates).where(eq(certificates.userId, userId));

const verify = (code: string, from: string) =>
  call(verifyRoute.GET, {
    url: `http://localhost/api/verify/${code}`,
    headers: { "x-forwarded-for": from },
  });

const pdfOf = (who: TestUser, id: number) =>
  call(pdfRoute.GET, { token: who.token, params: { id: String(id) } });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the training's workload", () => {
  it("is optional, a whole number of hours from 1 to 10000, and answered as workloadHours", async () => {
    const course = await createCourse(admin, { lessons: 1 });
    const params = { id: String(course.training) };
    const patch = (workloadHours: unknown) =>
      call(trainingItem.PATCH, {
        method: "PATCH",
        token: admin.token,
        params,
        body: { workloadHours },
      });
    const read = async () => (await call(trainingItem.GET, { token: admin.token, params })).body;
    expect((await read()).training.workloadHours).toBeNull();
    for (const bad of [0, 10_001, 2.5, "muitas"]) {
      const refused = await patch(bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.errors.workloadHours).toEqual([
        "Informe as horas: um número inteiro de 1 a 10000",
      ]);
    }
    expect((await patch("40")).status).toBe(200);
    expect((await read()).training.workloadHours).toBe(40);
    expect((await patch("")).status).toBe(200);
    expect((await read()).training.workloadHours).toBeNull();
  });
});

describe("codes", () => {
  it("are 26 random base32 characters (130 bits), grouped for print and read back forgivingly", () => {
    const codes = new Set(Array.from({ length: 500 }, newCertificateCode));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    const code = [...codes][0];
    expect(groupedCode(code)).toMatch(/^(\w{4}-){6}\w{2}$/);
    expect(normalizeCode(groupedCode(code).toLowerCase())).toBe(code);
    expect(normalizeCode("O0IL" + code.slice(4))).toBe("0011" + code.slice(4));
    expect(normalizeCode("curto")).toBeNull();
    expect(normalizeCode("U".repeat(26))).toBeNull();
  });
});

describe("issuing", () => {
  it("issues the certificate exactly once, when the last lesson is completed", async () => {
    const person = await createUser("EMPLOYEE", { firstName: "João", lastName: "Conceição Açaí" });
    const course = await courseFor(person, 3, 40);
    for (const lesson of course.lessons.slice(0, 2)) {
      await setLessonDone(person.actor, lesson, true);
      expect(await rowsOf(person.id)).toEqual([]);
    }
    // Undoing and redoing a lesson while one is missing issues nothing either.
    await setLessonDone(person.actor, course.lessons[0], false);
    await setLessonDone(person.actor, course.lessons[2], true);
    expect(await rowsOf(person.id)).toEqual([]);
    await setLessonDone(person.actor, course.lessons[0], true);
    await setLessonDone(person.actor, course.lessons[0], true);
    await setLessonDone(person.actor, course.lessons[1], false);
    await setLessonDone(person.actor, course.lessons[1], true);
    const rows = await rowsOf(person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      trainingId: course.training,
      personName: "João Conceição Açaí",
      workloadHours: 40,
      revokedAt: null,
    });
    expect(rows[0].code).toMatch(/^[0-9A-Z]{26}$/);
    const told = await (
      await getDb()
    )
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, person.id), eq(notifications.event, "certificate.issued")),
      );
    expect(told).toHaveLength(1);
    expect(told[0].href).toBe("/collaborator/trainings");
    // And by e-mail, through a real SMTP server: once.
    await deliverEmails({ transport: createTransport(mail.smtp.url), from: FROM });
    const mails = mail.smtp.messages.filter(
      (m) => recipientOf(m) === person.email && m.subject?.includes("Certificado"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Certificado disponível");
    expect(mails[0].text).toContain("Você concluiu o treinamento");

    const listed = await call(ownList.GET, { token: person.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: rows[0].id,
        code: rows[0].code,
        trainingId: course.training,
        workloadHours: 40,
        revoked: false,
        pdfUrl: `/api/certificates/${rows[0].id}/pdf`,
        verifyUrl: `${appUrl()}/verify/${rows[0].code}`,
      }),
    ]);
  });

  it("issues one certificate when the last lessons are completed concurrently", async () => {
    for (let round = 0; round < 3; round++) {
      const person = await createUser("EMPLOYEE");
      const course = await courseFor(person, 3);
      await setLessonDone(person.actor, course.lessons[0], true);
      // The two missing lessons at once, each twice.
      await Promise.all(
        [1, 2, 1, 2].map((i) => setLessonDone(person.actor, course.lessons[i], true)),
      );
      const rows = await rowsOf(person.id);
      expect(rows, `round ${round}`).toHaveLength(1);
      expect(rows[0].workloadHours).toBeNull();
    }
  });

  it("serialises completions per person: a second transaction waits for the first and issues", async () => {
    const person = await createUser("EMPLOYEE");
    const course = await courseFor(person, 2);
    const db = await getDb();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstDone!: () => void;
    const firstCompleted = new Promise<void>((resolve) => (firstDone = resolve));
    const first = db.transaction(async (tx) => {
      await completeLesson(tx, person.id, course.lessons[0]);
      firstDone();
      await held; // still uncommitted
    });
    await firstCompleted;
    const second = db.transaction((tx) => completeLesson(tx, person.id, course.lessons[1]));
    if (driverOf(db).kind === "postgres") {
      // The second transaction is queued on the person's completion lock, not running past it
      // (without the lock it would not see the first's row and neither would issue).
      for (;;) {
        const waiting = await db.execute(sql`select 1 from pg_locks
          where locktype = 'advisory' and not granted and classid = ${COMPLETION_LOCK}
          and objid = ${person.id}
          and database = (select oid from pg_database where datname = current_database())`);
        if ((waiting as unknown as unknown[]).length > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    release();
    await Promise.all([first, second]);
    expect(await rowsOf(person.id)).toHaveLength(1);
  });

  it("keeps what it stated: a renamed training does not change the certificate", async () => {
    const person = await createUser("EMPLOYEE");
    const course = await courseFor(person, 1, 8);
    await setLessonDone(person.actor, course.lessons[0], true);
    const [before] = await rowsOf(person.id);
    await call(trainingItem.PATCH, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(course.training) },
      body: { title: "Outro título", workloadHours: null },
    });
    const [after] = await rowsOf(person.id);
    expect(after.trainingTitle).toBe(before.trainingTitle);
    expect(after.workloadHours).toBe(8);
  });
});

describe("the PDF and its verification", () => {
  it("prints the name with accents, the training, hours, day, code and a QR code that verifies", async () => {
    const person = await createUser("EMPLOYEE", { firstName: "Inês", lastName: "Araújo Peçanha" });
    const course = await courseFor(person, 2, 12);
    for (const lesson of course.lessons) await setLessonDone(person.actor, lesson, true);
    const [row] = await rowsOf(person.id);

    const answer = await pdfOf(person, row.id);
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await answer.response.arrayBuffer());
    const text = await pdfText(bytes);
    expect(text).toContain("CERTIFICADO DE CONCLUSÃO");
    expect(text).toContain("Inês Araújo Peçanha");
    expect(text).toContain(row.trainingTitle);
    expect(text).toContain("carga horária de 12 horas");
    const [y, m, d] = row.completedOn.split("-");
    expect(text).toContain(`em ${d}/${m}/${y}`);
    expect(text).toContain(groupedCode(row.code));
    expect(text).toContain(`${appUrl()}/verify/${row.code}`);

    const scanned = await qrTextOfPdf(bytes);
    expect(scanned).toBe(`${appUrl()}/verify/${row.code}`);
    const code = scanned!.split("/verify/")[1];
    const checked = await verify(code, `10.0.0.${++address}`);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      status: "valid",
      code: groupedCode(row.code),
      personName: "Inês Araújo Peçanha",
      training: row.trainingTitle,
      workloadHours: 12,
      completedOn: row.completedOn,
      revokedAt: null,
    });
    // Nothing personal beyond the name: no e-mail, no ids.
    const raw = JSON.stringify(checked.body);
    expect(raw).not.toContain(person.email);
    expect(raw).not.toContain(`"${person.id}"`);
    expect(Object.keys(checked.body)).not.toContain("userId");
  });

  it("is the owner's and the admins': others get 404, and only admins revoke", async () => {
    const person = await createUser("EMPLOYEE");
    const other = await createUser("EMPLOYEE");
    const course = await courseFor(person, 1);
    await setLessonDone(person.actor, course.lessons[0], true);
    const [row] = await rowsOf(person.id);
    expect((await pdfOf(other, row.id)).status).toBe(404);
    expect((await pdfOf(person, 999_999)).status).toBe(404);
    expect((await pdfOf(admin, row.id)).status).toBe(200);
    expect((await call(ownList.GET, { token: other.token })).body.data).toEqual([]);
    expect((await call(ownList.GET, { token: admin.token })).status).toBe(403);

    const revoke = (who: TestUser, id = row.id) =>
      call(revokeRoute.PATCH, { method: "PATCH", token: who.token, params: { id: String(id) } });
    expect((await revoke(person)).status).toBe(403);
    expect((await verify(row.code, `10.0.0.${++address}`)).body.status).toBe("valid");
    const revoked = await revoke(admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body.certificate).toMatchObject({ id: row.id, revoked: true });
    expect((await revoke(admin)).status).toBe(409);
    expect((await revoke(admin, 999_999)).status).toBe(404);

    const checked = await verify(row.code, `10.0.0.${++address}`);
    expect(checked.status).toBe(200);
    expect(checked.body.status).toBe("revoked");
    expect(checked.body.revokedAt).toBe(revoked.body.certificate.revokedAt);
    const [audit] = await (
      await getDb()
    )
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "certificate.revoked"),
          eq(auditEvents.targetId, String(row.id)),
        ),
      );
    expect(audit.actorUserId).toBe(admin.id);
    const listed = await call(ownList.GET, { token: person.token });
    expect(listed.body.data[0]).toMatchObject({ revoked: true });
  });

  it("goes into the personal data export, and anonymising the person blanks the name", async () => {
    const person = await createUser("EMPLOYEE", { firstName: "Zélia", lastName: "Anônima" });
    const course = await courseFor(person, 1, 3);
    await setLessonDone(person.actor, course.lessons[0], true);
    const [row] = await rowsOf(person.id);
    const exported = await ownDataExport(person.actor);
    expect(exported.data.certificados).toEqual([
      expect.objectContaining({ code: row.code, personName: "Zélia Anônima", workloadHours: 3 }),
    ]);
    await anonymizeOwnAccount(person.actor, { email: person.email });
    const checked = await verify(row.code, `10.0.0.${++address}`);
    expect(checked.body).toMatchObject({ status: "valid", personName: "Titular anonimizado" });
    expect(JSON.stringify(checked.body)).not.toContain("Zélia");
  });

  it("answers 404 for unknown and malformed codes", async () => {
    const from = `10.0.0.${++address}`;
    // Path segments as sent: a malformed escape is a 404 too, never a 500.
    for (const code of [newCertificateCode(), "nada", "0".repeat(40), "%2500", "%E0%A4%A", "%"]) {
      const answer = await verify(code, from);
      expect(answer.status, code).toBe(404);
      expect(answer.body).toEqual({ message: "Certificado não encontrado" });
    }
  });

  it("limits lookups per client address: 429 with Retry-After, other addresses go on", async () => {
    const from = `10.0.1.${++address}`;
    for (let i = 0; i < VERIFY_LIMIT; i++)
      expect((await verify(newCertificateCode(), from)).status).toBe(404);
    const refused = await verify(newCertificateCode(), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/Muitas consultas/);
    expect((await verify(newCertificateCode(), `10.0.2.${address}`)).status).toBe(404);
  });
});
