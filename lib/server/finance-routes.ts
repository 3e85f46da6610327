import "server-only";
import { z } from "zod";
import type { FinanceItem, FinanceItemDetail, FinanceService } from "@/lib/services/finance";
import { financeItems } from "@/lib/services/finance";
import {
  createFinanceType,
  financeTypeOptions,
  listFinanceTypes,
  updateFinanceType,
} from "@/lib/services/finance/type-lists";
import { FINANCE, type FinanceKind } from "@/lib/kinds/finance";
import { csvResponse } from "./csv-response";
import { fileIn, formFile, isMultipart, readMultipart } from "./files-http";
import { apiRoute, parseId, queryOf, readJson } from "./route";

/**
 * The REST handlers of one finance kind, shared by the three kinds: each route file only
 * picks its kind and re-exports the methods. Handlers are thin: parse, call the service,
 * shape the JSON (spec §3 field names: `paymentTypeId` + `PaymentType`, `requestDate`, …).
 */

type Id = { id: string };
type ReceiptId = Id & { fileId: string };

export function financeJson(kind: FinanceKind, item: FinanceItem | FinanceItemDetail) {
  const { typeField, typeRelation, dateField } = FINANCE[kind];
  const { typeId, type, date, ...rest } = item;
  return {
    ...rest,
    [typeField]: typeId,
    [typeRelation]: { id: type.id, label: type.label },
    ...(dateField ? { [dateField]: date } : {}),
  };
}

const created = { status: 201 };

/** What both audiences of a finance service offer (see `financeItems`). */
type AudienceService = Pick<
  FinanceService["admin"],
  "list" | "get" | "create" | "update" | "attachFile" | "removeFile" | "setFileAccessKey" | "export"
>;

/** list GET/POST, item GET/PATCH and the receipt upload, for one audience of one kind. */
function itemRoutes(kind: FinanceKind, service: AudienceService) {
  return {
    list: {
      GET: apiRoute(async ({ request, actor }) => {
        const page = await service.list(actor, queryOf(request));
        return { ...page, data: page.data.map((item) => financeJson(kind, item)) };
      }),
      /**
       * JSON, or multipart with the same fields and the receipt in `file` (spec §7 lists the
       * file in this body): one service call stores the item and its receipt, or neither.
       */
      POST: apiRoute(async ({ request, actor }) => {
        if (!isMultipart(request))
          return { success: true, ...(await service.create(actor, await readBody(request))) };
        const form = await readMultipart(request);
        const fields = Object.fromEntries(
          [...form.entries()].filter(
            (entry): entry is [string, string] => typeof entry[1] === "string",
          ),
        );
        return { success: true, ...(await service.create(actor, fields, fileIn(form))) };
      }, created),
    },
    item: {
      GET: apiRoute<Id>(async ({ actor, params }) =>
        financeJson(kind, await service.get(actor, parseId(params.id))),
      ),
      PATCH: apiRoute<Id>(async ({ request, actor, params }) =>
        service.update(actor, parseId(params.id), await readBody(request)),
      ),
    },
    /** `GET export?{the list's query}`: the list as CSV, streamed (see csv-response.ts). */
    export: {
      GET: apiRoute(async ({ request, actor }) =>
        csvResponse(await service.export(actor, queryOf(request))),
      ),
    },
    /**
     * Multipart field `file`: ADDS a receipt (at most 10 per item); a foreign or missing id
     * answers 404 before the body is read.
     */
    file: {
      POST: apiRoute<Id>(async ({ request, actor, params }) => {
        const id = parseId(params.id);
        await service.get(actor, id);
        return {
          success: true,
          file: await service.attachFile(actor, id, await formFile(request)),
        };
      }),
    },
    /** `files/{fileId}`: DELETE removes one receipt; PATCH `{ accessKey }` types its NF-e key. */
    receipt: {
      DELETE: apiRoute<ReceiptId>(async ({ actor, params }) => {
        await service.removeFile(actor, parseId(params.id), parseId(params.fileId));
        return { success: true };
      }),
      PATCH: apiRoute<ReceiptId>(async ({ request, actor, params }) => ({
        success: true,
        file: await service.setFileAccessKey(
          actor,
          parseId(params.id),
          parseId(params.fileId),
          await readBody(request),
        ),
      })),
    },
  };
}

/** `/api/collaborator/{payments,payment_requests,refunds}`: the employee's own items. */
export function collaboratorFinanceRoutes(kind: FinanceKind) {
  const service = financeItems(kind).collaborator;
  const routes = itemRoutes(kind, service);
  return {
    ...routes,
    item: {
      ...routes.item,
      DELETE: apiRoute<Id>(async ({ actor, params }) => service.cancel(actor, parseId(params.id))),
    },
  };
}

/** `/api/{payment-admin,payment-request-admin,refund-admin}`: every item, for admins. */
export function adminFinanceRoutes(kind: FinanceKind) {
  const service = financeItems(kind).admin;
  return {
    ...itemRoutes(kind, service),
    /**
     * `PATCH {id}/finish`: 'Confirmar pagamento' (payments and payment requests); under a
     * two-approval policy the first one records an approval (the item's `approvals` say so).
     */
    finish: {
      PATCH: apiRoute<Id>(async ({ actor, params }) => {
        await service.confirm(actor, parseId(params.id));
      }),
    },
    /** `POST bulk` `{ ids, action, reason? }` → `{ results: [{ id, outcome, status }] }`. */
    bulk: {
      POST: apiRoute(async ({ request, actor }) => service.bulk(actor, await readBody(request))),
    },
    /** `GET {id}/pix`: the static BR Code ('copia e cola') and its QR image. */
    pix: { GET: apiRoute<Id>(async ({ actor, params }) => service.pix(actor, parseId(params.id))) },
  };
}

/** `/api/{payment-types,payment-request-types,refund-types}`: the type lists (settings). */
export function financeTypeRoutes(kind: FinanceKind) {
  return {
    list: {
      /** Active types for everyone signed in; `?all=1` (ADMIN) includes the retired ones. */
      GET: apiRoute(async ({ request, actor }) => {
        const all = new URL(request.url).searchParams.get("all") === "1";
        return {
          data: all ? await listFinanceTypes(actor, kind) : await financeTypeOptions(actor, kind),
        };
      }),
      POST: apiRoute(
        async ({ request, actor }) => ({
          success: true,
          ...(await createFinanceType(actor, kind, await readBody(request))),
        }),
        created,
      ),
    },
    item: {
      PATCH: apiRoute<Id>(async ({ request, actor, params }) =>
        updateFinanceType(actor, kind, parseId(params.id), await readBody(request)),
      ),
    },
  };
}

/** The JSON body, left for the service to parse; malformed JSON is a 400. */
const readBody = (request: Request): Promise<unknown> => readJson(request, z.unknown());
