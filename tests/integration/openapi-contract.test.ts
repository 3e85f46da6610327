import { validate } from "@readme/openapi-parser";
import { eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { lessons, users } from "@/db/schema";
import { useStorage } from "@/lib/core/storage";
import { localStorage } from "@/lib/core/storage/local";
import { DEMO_ADMIN, DEMO_EMPLOYEE, demoData } from "@/lib/seed/demo-data";
import { FINANCE, FINANCE_KINDS } from "@/lib/kinds/finance";
import { issueApiToken } from "@/lib/services/session";
import { calendarFeedUrl } from "@/lib/services/notifications/calendar";
import { openApiDocument } from "@/lib/validation/openapi/document";
import { fillPath, handlersOf, routeFiles, type RouteFile } from "../support/api-routes";
import {
  documentOperations,
  multipartOf,
  responseValidator,
  type DocOperation,
} from "../support/openapi-calls";
import { call } from "../support/factory";
import { pngBytes } from "../support/files";

/**
 * Route files that are not part of the public contract: the 404 catch-all, Auth.js's browser
 * endpoints, and the operator's Prometheus metrics (docs/deploy.md; e2e/operations.spec.ts).
 */
const NOT_DOCUMENTED = ["[...path]", "auth/[...nextauth]", "metrics"];

const doc = openApiDocument() as Record<string, any>;
const uploads = mkdtempSync(path.join(tmpdir(), "membros-contract-"));
const people: Record<"ADMIN" | "EMPLOYEE", { id: number; tokenVersion: number; calendar: string }> =
  {} as never;

beforeAll(async () => {
  useStorage("local", localStorage(uploads));
  const db = await getDb();
  await demoData(db);
  for (const [profile, { email }] of [
    ["ADMIN", DEMO_ADMIN],
    ["EMPLOYEE", DEMO_EMPLOYEE],
  ] as const) {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    const actor = { id: row.id, profile, fullName: row.firstName, email };
    people[profile] = {
      id: row.id,
      tokenVersion: row.tokenVersion,
      calendar: (await calendarFeedUrl(actor)).split("/").pop()!,
    };
  }
}, 120_000);
afterAll(() => {
  useStorage("local", undefined);
  rmSync(uploads, { recursive: true, force: true });
});

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document (@readme/openapi-parser)", async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("has exactly the operations of app/api/**/route.ts", async () => {
    const onDisk = new Set<string>();
    const routes = routeFiles().filter((r: RouteFile) => !NOT_DOCUMENTED.includes(r.dir));
    for (const route of routes)
      for (const method of Object.keys(await handlersOf(route)))
        onDisk.add(`${method} ${route.path}`);
    const documented = new Set(
      documentOperations(doc).map(({ method, path }) => `${method.toUpperCase()} ${path}`),
    );
    expect(
      [...onDisk].filter((op) => !documented.has(op)),
      "routes missing from the document",
    ).toEqual([]);
    expect(
      [...documented].filter((op) => !onDisk.has(op)),
      "documented operations without a route",
    ).toEqual([]);
    expect(documented.size).toBeGreaterThan(140);
  });
});

describe("every documented operation answers as documented", () => {
  const check = responseValidator(doc);
  const handlers = new Map<string, Awaited<ReturnType<typeof handlersOf>>>();
  const handlerOf = async (docPath: string, method: string) => {
    const route = routeFiles().find((r) => r.path === docPath)!;
    if (!handlers.has(docPath)) handlers.set(docPath, await handlersOf(route));
    return { route, handler: handlers.get(docPath)![method.toUpperCase() as "GET"]! };
  };
  const tokenOf = (profile: "ADMIN" | "EMPLOYEE") =>
    issueApiToken(people[profile].id, people[profile].tokenVersion);

  /** A real id for `{id}`: the first row of the list above it, as this person sees it. */
  const ids = new Map<string, number>();
  async function idFor(
    profile: "ADMIN" | "EMPLOYEE",
    listPath: string,
    query = "",
    fresh = false,
  ): Promise<number | undefined> {
    const key = `${profile} ${listPath}${query}`;
    if (fresh || !ids.has(key)) {
      const { handler } = await handlerOf(listPath, "get").catch(() => ({ handler: undefined }));
      if (!handler) return undefined;
      const { body } = await call(handler, {
        url: `http://localhost${listPath}${query}`,
        token: await tokenOf(profile),
      });
      const first = Array.isArray(body?.data) ? body.data[0] : undefined;
      if (first?.id) ids.set(key, first.id);
    }
    return ids.get(key);
  }
  /**
   * Writes take a record they may change: the newest collaborator (not the admin themselves), a
   * pending meeting.
   */
  const WRITE_QUERY: Record<string, string> = {
    "/api/user": "?profile=EMPLOYEE&sort=createdAt&order=desc",
    "/api/meetings": "?status=PENDING",
  };
  /** Reads that exist only for some records: the minutes of a finished meeting. */
  const GET_QUERY: Record<string, string> = { "/minutes.pdf": "?status=DONE" };
  /** Finance items change only while pending: writes take a pending one. */
  const FINANCE_LIST =
    /^\/api\/(collaborator\/(payments|payment_requests|refunds)|(payment|payment-request|refund)-admin)$/;
  /** Where a collaborator finds the ids of records an admin lists elsewhere. */
  const OWN_LIST: Record<string, string> = {
    "/api/meetings": "/api/collaborator/meetings",
    "/api/certificates": "/api/collaborator/certificates",
  };
  const STUDY_PARENT: Record<string, [string, string]> = {
    "/api/collaborator/module-collaborator": [
      "/api/collaborator/training-collaborator",
      "trainingId",
    ],
    "/api/collaborator/submodule-collaborator": [
      "/api/collaborator/module-collaborator",
      "moduleId",
    ],
    "/api/collaborator/lesson-collaborator": [
      "/api/collaborator/submodule-collaborator",
      "submoduleId",
    ],
  };
  /**
   * The query of a GET: the parent a study list is read inside of, else the documented examples.
   */
  async function queryFor(
    profile: "ADMIN" | "EMPLOYEE",
    listPath: string,
    op?: Record<string, any>,
  ): Promise<string> {
    const parent = STUDY_PARENT[listPath];
    if (!parent) {
      const examples = (
        (op?.parameters ?? []) as Array<{ in: string; name: string; example?: string }>
      ).filter((p) => p.in === "query" && p.example !== undefined);
      return examples.length
        ? `?${new URLSearchParams(examples.map((p) => [p.name, p.example!]))}`
        : "";
    }
    const parentId = await idFor(profile, parent[0], await queryFor(profile, parent[0]));
    return `?${parent[1]}=${parentId ?? 999999}`;
  }
  async function paramsFor(
    profile: "ADMIN" | "EMPLOYEE",
    docPath: string,
    method: string,
  ): Promise<Record<string, string>> {
    const values: Record<string, string> = {};
    if (docPath.includes("{token}")) values.token = people[profile].calendar;
    if (docPath.includes("{id}")) {
      const above = docPath.slice(0, docPath.indexOf("/{id}"));
      const listPath = docPath.startsWith("/api/files/")
        ? profile === "ADMIN"
          ? "/api/refund-admin"
          : "/api/collaborator/refunds"
        : (profile === "EMPLOYEE" && OWN_LIST[above]) || above;
      const id = docPath.startsWith("/api/files/")
        ? await fileId(profile, listPath)
        : docPath.endsWith("/pix") && profile === "ADMIN"
          ? await pixId(docPath)
          : await idFor(
              profile,
              listPath,
              method === "get"
                ? (GET_QUERY[docPath.slice(docPath.lastIndexOf("/"))] ??
                    (await queryFor(profile, listPath)))
                : (WRITE_QUERY[listPath] ??
                    (FINANCE_LIST.test(listPath)
                      ? "?status=PENDING"
                      : await queryFor(profile, listPath))),
              // A return for information takes an item pending now (earlier calls decided some).
              docPath.endsWith("/return"),
            );
      values.id = String(id ?? 999999);
      // A quiz's attempts: the demo's quiz (the first lessons are content).
      if (docPath.endsWith("/attempts")) values.id = String(await quizId());
    }
    if (docPath.includes("{userId}")) values.userId = String(people.EMPLOYEE.id);
    // A certificate's code: the demo collaborator's (they completed a training).
    if (docPath.includes("{code}")) {
      const { handler } = await handlerOf("/api/collaborator/certificates", "get");
      const { body } = await call(handler, { token: await tokenOf("EMPLOYEE") });
      values.code = body.data[0].code;
    }
    if (docPath.includes("{fileId}")) Object.assign(values, await receiptOf(profile, docPath));
    return values;
  }
  /** A PIX code exists for a pending item of someone with a valid PIX key: the first such item. */
  async function quizId() {
    const db = await getDb();
    const [quiz] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.lessonKind, "quiz"))
      .orderBy(lessons.id)
      .limit(1);
    return quiz.id;
  }
  async function pixId(docPath: string) {
    const listPath = docPath.slice(0, docPath.indexOf("/{id}"));
    const list = await handlerOf(listPath, "get");
    const pix = await handlerOf(docPath, "get");
    const token = await tokenOf("ADMIN");
    const { body } = await call(list.handler, {
      url: `http://localhost${listPath}?status=PENDING&per_page=100`,
      token,
    });
    for (const { id } of body.data as Array<{ id: number }>) {
      if (
        (
          await call(pix.handler, {
            url: `http://localhost${listPath}/${id}/pix`,
            token,
            params: { id: String(id) },
          })
        ).status === 200
      )
        return id;
    }
    return undefined;
  }
  /**
   * A receipt to change or remove: a fresh one (its own bytes) added to this person's first
   * pending item, as earlier calls may have removed the demo's (999999 when there is none).
   */
  let receipts = 0;
  async function receiptOf(profile: "ADMIN" | "EMPLOYEE", docPath: string) {
    const above = docPath.slice(0, docPath.indexOf("/{id}"));
    const listPath = (profile === "EMPLOYEE" && OWN_LIST[above]) || above;
    const id = await idFor(profile, listPath, "?status=PENDING", true);
    if (id === undefined) return { id: "999999", fileId: "999999" };
    const upload = await handlerOf(`${above}/{id}/file`, "post");
    const form = new FormData();
    receipts += 1;
    form.set("file", new File([new Uint8Array(pngBytes(2 + receipts, 3))], "nota.png"));
    const { body } = await call(upload.handler, {
      method: "POST",
      token: await tokenOf(profile),
      params: { id: String(id) },
      rawBody: form,
    });
    return { id: String(id), fileId: String(body.file?.id ?? 999999) };
  }
  async function fileId(profile: "ADMIN" | "EMPLOYEE", listPath: string) {
    const { handler } = await handlerOf(listPath, "get");
    const { body } = await call(handler, {
      url: `http://localhost${listPath}?per_page=50`,
      token: await tokenOf(profile),
    });
    return (body.data as Array<{ file: { id: number } | null }>).find((item) => item.file)?.file
      ?.id;
  }

  const seen: string[] = [];
  for (const profile of ["EMPLOYEE", "ADMIN"] as const) {
    it.each(
      documentOperations(doc).map(
        (o) => [`${profile} ${o.method.toUpperCase()} ${o.path}`, o] as const,
      ),
    )("%s", async (_, { path: docPath, method, op }: DocOperation) => {
      const { handler } = await handlerOf(docPath, method);
      const params = await paramsFor(profile, docPath, method);
      const url = `http://localhost${fillPath(docPath, params)}${method === "get" ? await queryFor(profile, docPath, op) : ""}`;
      const json = op.requestBody?.content?.["application/json"];
      const multipart = op.requestBody?.content?.["multipart/form-data"];
      // File uploads go as multipart (with the example's fields, if any); the rest as JSON.
      const asMultipart = multipart && (!json || docPath.endsWith("/file"));
      const { status, body, response } = await call(handler, {
        method: method.toUpperCase(),
        url,
        token: op.security?.length ? await tokenOf(profile) : undefined,
        params,
        ...(asMultipart
          ? { rawBody: multipartOf(json?.example) }
          : json
            ? { body: json.example ?? {} }
            : {}),
      });
      const documented = op.responses[String(status)];
      expect(
        documented,
        `${status} is not documented: ${JSON.stringify(body).slice(0, 300)}`,
      ).toBeDefined();
      const content = documented.$ref
        ? doc.components.responses[documented.$ref.split("/").pop()].content
        : documented.content;
      const [media, { schema }] = Object.entries(
        (content ?? {}) as Record<string, { schema?: Record<string, unknown> }>,
      )[0] ?? ["", {}];
      if (media === "application/json")
        expect(check(schema!, body), JSON.stringify(body).slice(0, 400)).toBeNull();
      else if (media && media !== "application/octet-stream")
        expect(response.headers.get("content-type")).toContain(media);
      const allowed = op.description.includes(`Perfis:`) ? op.description.includes(profile) : true;
      if (method === "get" && allowed)
        expect(status, JSON.stringify(body).slice(0, 300)).toBe(
          Number(Object.keys(op.responses)[0]),
        );
      seen.push(
        `${method.toUpperCase()} ${docPath} ${status === Number(Object.keys(op.responses)[0]) ? "ok" : status}`,
      );
    });
  }

  it("called every operation as both people", () => {
    expect(seen.length).toBe(documentOperations(doc).length * 2);
  });

  /**
   * Their success answers are checked by the tests of their area, on data made for it: erasing
   * a person needs them deactivated (or the demo collaborator erased) and their e-mail typed
   * (lgpd.test.ts); the demo's one pending meeting is cancelled before it can be finished
   * (meetings.test.ts); the demo has no webhook delivery to resend (webhooks.test.ts) and no failed
   * e-mail to retry (email-outbox.test.ts).
   */
  const SUCCESS_ELSEWHERE = [
    "POST /api/user/{id}/anonymize",
    "POST /api/collaborator/user/anonymize",
    "PATCH /api/meetings/{id}/finish",
    "POST /api/webhooks/deliveries/{id}/redeliver",
    "POST /api/email-failures/{id}/retry",
    // A passkey is made by a browser's answer to a fresh challenge (passkeys.test.ts).
    "POST /api/account/passkeys",
    "PATCH /api/account/passkeys/{id}",
    "DELETE /api/account/passkeys/{id}",
    // An attempt names the quiz's question and option ids (quiz.test.ts).
    "POST /api/collaborator/lesson-collaborator/{id}/attempts",
    // Only an item returned for information is resubmitted, and a comment is corrected by its
    // author in its first minutes (finance-needs-info.test.ts, finance-comments.test.ts).
    // One person's grant end needs a grant they hold; the demo collaborator holds the first
    // training but not the first module or submodule (grant-expiry.test.ts).
    "PATCH /api/training-modules-admin/{id}/permissions/{userId}",
    "PATCH /api/sub-modules-admin/{id}/permissions/{userId}",
    ...FINANCE_KINDS.flatMap((kind) => [
      `PATCH /api/collaborator/${FINANCE[kind].segment}/{id}/resubmit`,
      `PATCH /api/collaborator/${FINANCE[kind].segment}/{id}/comments/{commentId}`,
      `PATCH /api/${FINANCE[kind].adminApi}/{id}/comments/{commentId}`,
    ]),
  ];

  it("every other operation gave its documented success to one of them", () => {
    const succeeded = new Set(seen.filter((s) => s.endsWith(" ok")).map((s) => s.slice(0, -3)));
    const never = [...new Set(seen.map((s) => s.split(" ").slice(0, 2).join(" ")))].filter(
      (op) => !succeeded.has(op),
    );
    expect(never.sort()).toEqual([...SUCCESS_ELSEWHERE].sort());
  });
});
