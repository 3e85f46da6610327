import { expect } from "vitest";
import * as trainingGrant from "@/app/api/training-admin/permissions/route";
import * as moduleGrant from "@/app/api/training-modules-admin/permissions/route";
import * as submoduleGrant from "@/app/api/sub-modules-admin/permissions/route";
import type { Course } from "./content";
import { call, type TestUser } from "./factory";

/** `admin` grants `who` the course's training, module and submodule, each through its API. */
export async function grantCourse(
  admin: TestUser,
  who: TestUser,
  course: Pick<Course, "training" | "module" | "submodule">,
) {
  const token = admin.token;
  const users = [who.id];
  expect(
    (await call(trainingGrant.POST, { token, body: { trainings: [course.training], users } })).body,
  ).toMatchObject({ success: true });
  expect(
    (await call(moduleGrant.POST, { token, body: { modules: [course.module], users } })).status,
  ).toBe(200);
  expect(
    (await call(submoduleGrant.POST, { token, body: { submodules: [course.submodule], users } }))
      .status,
  ).toBe(200);
}

/** A collaborator content route's URL. */
export const url = (path: string) => `http://localhost/api/collaborator/${path}`;
