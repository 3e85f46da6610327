import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as trainingItem from "@/app/api/training-admin/[id]/route";
import * as ownList from "@/app/api/collaborator/certificates/route";
import { driverOf, getDb } from "@/db";
import { notifications } from "@/db/schema";
import { appUrl } from "@/lib/core/env";
import { setLessonDone } from "@/lib/services/content";
import { completeLesson } from "@/lib/services/content/completion";
import { COMPLETION_LOCK } from "@/lib/services/certificates/issue";
import { groupedCode, newCertificateCode, normalizeCode } from "@/lib/services/certificates/code";
import { createTransport, deliverEmails } from "@/lib/services/notifications/mailer";
import { recipientOf } from "../support/meeting-mail";
import { mailServerForFile } from "../support/smtp";
import { createCourse } from "../support/content";
import { call, createUser } from "../support/factory";
import { certificateFixture } from "../support/certificates";

const FROM = "Membros <avisos@membros.dev>";
const mail = mailServerForFile(FROM);

const { admin: adminUser, courseFor, rowsOf } = certificateFixture();

describe("the training's workload", () => {
  it("is optional, a whole number of hours from 1 to 10000, and answered as workloadHours", async () => {
    const course = await createCourse(adminUser(), { lessons: 1 });
    const params = { id: String(course.training) };
    const patch = (workloadHours: unknown) =>
      call(trainingItem.PATCH, {
        method: "PATCH",
        token: adminUser().token,
        params,
        body: { workloadHours },
      });
    const read = async () =>
      (await call(trainingItem.GET, { token: adminUser().token, params })).body;
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
      token: adminUser().token,
      params: { id: String(course.training) },
      body: { title: "Outro título", workloadHours: null },
    });
    const [after] = await rowsOf(person.id);
    expect(after.trainingTitle).toBe(before.trainingTitle);
    expect(after.workloadHours).toBe(8);
  });
});
