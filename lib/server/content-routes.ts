import "server-only";
import { z } from "zod";
import { formFile } from "@/lib/server/files-http";
import { apiRoute, parseId, queryOf, readJson } from "@/lib/server/route";
import {
  attachContentFile,
  countDescendants,
  createContent,
  deleteContent,
  getContent,
  grantContent,
  grantHolders,
  listContent,
  revokeContent,
  revokeOne,
  setGrantValidity,
  setLessonDone,
  studyItem,
  studyList,
  updateContent,
} from "@/lib/services/content";
import type { ContentKind, GrantableKind } from "@/lib/validation/content";

/**
 * The route handlers of training content, made once for the four levels. Each route file
 * picks its handlers: `export const GET = contentRoutes("module").list;`. Validation and
 * authorization happen in the services; these only translate HTTP.
 */

const query = queryOf;
const body = (request: Request) => readJson(request, z.unknown());
type Id = { id: string };

/** `/api/{training-admin,training-modules-admin,sub-modules-admin,lessons-admin}/…` (ADMIN). */
export function contentRoutes(kind: ContentKind) {
  return {
    list: apiRoute(async ({ request, actor }) => listContent(actor, kind, query(request))),
    create: apiRoute(
      async ({ request, actor }) => ({
        success: true,
        ...(await createContent(actor, kind, await body(request))),
      }),
      { status: 201 },
    ),
    detail: apiRoute<Id>(async ({ actor, params }) => getContent(actor, kind, parseId(params.id))),
    update: apiRoute<Id>(async ({ request, actor, params }) =>
      updateContent(actor, kind, parseId(params.id), await body(request)),
    ),
    remove: apiRoute<Id>(async ({ actor, params }) =>
      deleteContent(actor, kind, parseId(params.id)),
    ),
    descendants: apiRoute<Id>(async ({ actor, params }) =>
      countDescendants(actor, kind, parseId(params.id)),
    ),
    file: apiRoute<Id>(async ({ request, actor, params }) => {
      const id = parseId(params.id);
      await getContent(actor, kind, id); // 403/404 before reading any bytes
      const file = await attachContentFile(actor, kind, id, await formFile(request));
      return { success: true, file };
    }),
  };
}

/**
 * `…/permissions` (grant, revoke), `…/{id}/permissions` (holders), `…/{id}/permissions/{userId}`
 * (revoke one, or PATCH its `validUntil`).
 */
export function grantRoutes(kind: GrantableKind) {
  return {
    grant: apiRoute(async ({ request, actor }) => ({
      success: true,
      ...(await grantContent(actor, kind, await body(request))),
    })),
    revoke: apiRoute(async ({ request, actor }) => ({
      success: true,
      ...(await revokeContent(actor, kind, await body(request))),
    })),
    holders: apiRoute<Id>(async ({ actor, params }) =>
      grantHolders(actor, kind, parseId(params.id)),
    ),
    revokeOne: apiRoute<Id & { userId: string }>(async ({ actor, params }) =>
      revokeOne(actor, kind, parseId(params.id), parseId(params.userId)),
    ),
    setValidity: apiRoute<Id & { userId: string }>(async ({ request, actor, params }) => ({
      success: true,
      ...(await setGrantValidity(
        actor,
        kind,
        parseId(params.id),
        parseId(params.userId),
        await body(request),
      )),
    })),
  };
}

/**
 * `/api/collaborator/{training,module,submodule,lesson}-collaborator…` (EMPLOYEE, granted items).
 */
export function studyRoutes(kind: ContentKind) {
  return {
    list: apiRoute(async ({ request, actor }) => studyList(actor, kind, query(request))),
    detail: apiRoute<Id>(async ({ actor, params }) => {
      const { item, stream, path } = await studyItem(actor, kind, parseId(params.id));
      return { [kind]: item, stream, path };
    }),
    markDone: apiRoute<Id>(async ({ actor, params }) => ({
      success: true,
      ...(await setLessonDone(actor, parseId(params.id), true)),
    })),
    markUndone: apiRoute<Id>(async ({ actor, params }) => ({
      success: true,
      ...(await setLessonDone(actor, parseId(params.id), false)),
    })),
  };
}
