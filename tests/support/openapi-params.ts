import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { lessons } from "@/db/schema";
import { issueApiToken } from "@/lib/services/session";
import { handlersOf, routeFiles } from "./api-routes";
import { call } from "./factory";
import { pngBytes } from "./files";

type Profile = "ADMIN" | "EMPLOYEE";

/** The two demo people the contract test calls as, filled in by its beforeAll. */
export type ContractPeople = Record<
  Profile,
  { id: number; tokenVersion: number; calendar: string }
>;

/**
 * How the contract test calls an operation as one of `people`: its handler, a token,
 * the query of a GET and real values for the path's parameters, found through the API itself.
 */
export function contractCalls(people: ContractPeople) {
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

  return { handlerOf, tokenOf, queryFor, paramsFor };
}
