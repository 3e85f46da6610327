import { extractText, getDocumentProxy } from "unpdf";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as trainingItem from "@/app/api/training-admin/[id]/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import * as submoduleGrant from "@/app/api/sub-modules-admin/permissions/route";
import * as pdfRoute from "@/app/api/certificates/[id]/pdf/route";
import * as verifyRoute from "@/app/api/verify/[code]/route";
import { getDb } from "@/db";
import { certificates } from "@/db/schema";
import { createCourse, type Course } from "./content";
import { call, createUser, type TestUser } from "./factory";

/**
 * What the certificate tests share: an admin who builds and grants courses, the person's
 * certificate rows, the PDF and verification routes, and the PDF's text. Each verification
 * asks from the client address it names (TRUST_PROXY=1), so the lookup limit is per test.
 */
export function certificateFixture() {
  let admin: TestUser | undefined;
  beforeAll(async () => {
    admin = await createUser("ADMIN");
    process.env.TRUST_PROXY = "1";
  });
  afterAll(() => {
    delete process.env.TRUST_PROXY;
  });
  const adminUser = () => admin!;

  /** Access to the whole course: the training, its module and its submodule. */
  async function grant(who: TestUser, course: Course) {
    const users = [who.id];
    for (const [route, body] of [
      [trainingGrant.POST, { trainings: [course.training], users }],
      [moduleGrant.POST, { modules: [course.module], users }],
      [submoduleGrant.POST, { submodules: [course.submodule], users }],
    ] as const)
      expect((await call(route, { token: adminUser().token, body })).status).toBe(200);
  }

  async function courseFor(who: TestUser, lessons: number, workloadHours?: number) {
    const course = await createCourse(adminUser(), { lessons });
    if (workloadHours !== undefined) {
      const patched = await call(trainingItem.PATCH, {
        method: "PATCH",
        token: adminUser().token,
        params: { id: String(course.training) },
        body: { workloadHours },
      });
      expect(patched.status).toBe(200);
    }
    await grant(who, course);
    return course;
  }

  return {
    admin: adminUser,
    courseFor,
    rowsOf: async (userId: number) =>
      (await getDb()).select().from(certificates).where(eq(certificates.userId, userId)),
    verify: (code: string, from: string) =>
      call(verifyRoute.GET, {
        url: `http://localhost/api/verify/${code}`,
        headers: { "x-forwarded-for": from },
      }),
    pdfOf: (who: TestUser, id: number) =>
      call(pdfRoute.GET, { token: who.token, params: { id: String(id) } }),
  };
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text.replace(/\s+/g, " ");
}
