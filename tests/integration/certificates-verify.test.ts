import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as ownList from "@/app/api/collaborator/certificates/route";
import * as revokeRoute from "@/app/api/certificates/[id]/revoke/route";
import { getDb } from "@/db";
import { auditEvents } from "@/db/schema";
import { appUrl } from "@/lib/core/env";
import { setLessonDone } from "@/lib/services/content";
import { anonymizeOwnAccount } from "@/lib/services/anonymize";
import { ownDataExport } from "@/lib/services/data-export";
import { VERIFY_LIMIT } from "@/lib/services/certificates/read";
import { groupedCode, newCertificateCode } from "@/lib/services/certificates/code";
import { qrTextOfPdf } from "../support/certificate-qr";
import { call, createUser, type TestUser } from "../support/factory";
import { pdfText, certificateFixture } from "../support/certificates";

const { admin: adminUser, courseFor, rowsOf, verify, pdfOf } = certificateFixture();
let address = 0;

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
    expect((await pdfOf(adminUser(), row.id)).status).toBe(200);
    expect((await call(ownList.GET, { token: other.token })).body.data).toEqual([]);
    expect((await call(ownList.GET, { token: adminUser().token })).status).toBe(403);

    const revoke = (who: TestUser, id = row.id) =>
      call(revokeRoute.PATCH, { method: "PATCH", token: who.token, params: { id: String(id) } });
    expect((await revoke(person)).status).toBe(403);
    expect((await verify(row.code, `10.0.0.${++address}`)).body.status).toBe("valid");
    const revoked = await revoke(adminUser());
    expect(revoked.status).toBe(200);
    expect(revoked.body.certificate).toMatchObject({ id: row.id, revoked: true });
    expect((await revoke(adminUser())).status).toBe(409);
    expect((await revoke(adminUser(), 999_999)).status).toBe(404);

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
    expect(audit.actorUserId).toBe(adminUser().id);
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
