import { beforeAll, describe, expect, it } from "vitest";
import * as trainingItem from "@/app/api/training-admin/[id]/route";
import * as trainingFile from "@/app/api/training-admin/[id]/file/route";
import * as moduleItem from "@/app/api/training-modules-admin/[id]/route";
import * as lessonItem from "@/app/api/lessons-admin/[id]/route";
import { GET as fileGet } from "@/app/api/files/[id]/route";
import { call, createUser, type TestUser } from "../support/factory";
import { executableBytes, fileOf, pngBytes, pngOfSize } from "../support/files";
import { createCourse } from "../support/content";
import { upload } from "../support/content-upload";
import { tempUploads } from "../support/storage";

tempUploads("membros-content-");
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser("ADMIN");
});

describe("content files", () => {
  it("attaches a thumbnail by its bytes, replaces it and shows it as the stream", async () => {
    const course = await createCourse(admin);
    const first = await upload(
      trainingFile.POST,
      admin.token,
      course.training,
      fileOf(pngBytes(), "capa.png", "image/png"),
    );
    expect(first.body).toEqual({
      success: true,
      file: expect.objectContaining({
        name: "capa.png",
        type: "image/png",
        url: expect.stringMatching(/^\/api\/files\/\d+$/),
      }),
    });
    const second = await upload(
      trainingFile.POST,
      admin.token,
      course.training,
      fileOf(pngBytes(3, 3), "nova.png"),
    );
    const detail = await call(trainingItem.GET, {
      token: admin.token,
      params: { id: String(course.training) },
    });
    expect(detail.body.stream).toBe(second.body.file.url);
    expect(detail.body.training.thumbnail).toMatchObject({
      id: second.body.file.id,
      name: "nova.png",
    });
    const old = await call(fileGet, {
      token: admin.token,
      params: { id: String(first.body.file.id) },
    });
    expect(old.status).toBe(404);
  });

  it("refuses an executable renamed .png (415), a file over 5,000,000 bytes (413) and a missing file (400)", async () => {
    const course = await createCourse(admin);
    const exe = await upload(
      trainingFile.POST,
      admin.token,
      course.training,
      fileOf(executableBytes(), "capa.png", "image/png"),
    );
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe(
      "Apenas .pdf, .jpg, .jpeg, .png and .webp formatos são suportados.",
    );
    const big = await upload(
      trainingFile.POST,
      admin.token,
      course.training,
      fileOf(pngOfSize(5_000_001), "grande.png"),
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("Max image size is 5MB.");
    const none = await call(trainingFile.POST, {
      method: "POST",
      token: admin.token,
      params: { id: String(course.training) },
      rawBody: new FormData(),
    });
    expect(none.status).toBe(400);
    const detail = await call(trainingItem.GET, {
      token: admin.token,
      params: { id: String(course.training) },
    });
    expect(detail.body.stream).toBeNull();
    const missing = await upload(
      trainingFile.POST,
      admin.token,
      999999,
      fileOf(pngBytes(), "a.png"),
    );
    expect(missing.status).toBe(404);
  });

  it("moves an item only under an existing parent and updates a lesson's URL", async () => {
    const course = await createCourse(admin);
    const moved = await call(moduleItem.PATCH, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(course.module) },
      body: { trainingId: 999999 },
    });
    expect(moved.status).toBe(400);
    const lesson = await call(lessonItem.PATCH, {
      method: "PATCH",
      token: admin.token,
      params: { id: String(course.lessons[0]) },
      body: { content: "https://vimeo.com/123456" },
    });
    expect(lesson.body).toEqual({ success: true });
    expect(
      (
        await call(lessonItem.GET, {
          token: admin.token,
          params: { id: String(course.lessons[0]) },
        })
      ).body.lesson,
    ).toMatchObject({
      content: "https://vimeo.com/123456",
      submoduleId: course.submodule,
      submodule: { id: course.submodule, title: expect.any(String) },
      file: null,
    });
  });
});
