"use server";

import { z } from "zod";
import { runAction } from "@/lib/server/action";
import { parseId, parseWith } from "@/lib/core/input";
import { financeItems } from "@/lib/services/finance";
import { FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";

/**
 * Server actions of an item's receipt gallery (both item pages); adding a receipt goes through
 * the REST upload (`POST …/{id}/file`). The service decides who may change what.
 */

type Audience = "admin" | "collaborator";
const serviceOf = (kind: FinanceKind, audience: Audience) =>
  financeItems(parseWith(z.enum(FINANCE_KINDS), kind))[
    parseWith(z.enum(["admin", "collaborator"]), audience)
  ];

/** 'Remover' on one receipt (after the confirmation). */
export async function removeReceiptAction(
  audience: Audience,
  kind: FinanceKind,
  id: number,
  fileId: number,
) {
  return runAction((actor) =>
    serviceOf(kind, audience).removeFile(actor, parseId(id), parseId(fileId)),
  );
}

/** 'Salvar chave': the NF-e/NFC-e access key typed on one receipt ('' clears it). */
export async function setReceiptAccessKeyAction(
  audience: Audience,
  kind: FinanceKind,
  id: number,
  fileId: number,
  accessKey: string,
) {
  return runAction((actor) =>
    serviceOf(kind, audience).setFileAccessKey(actor, parseId(id), parseId(fileId), {
      accessKey: accessKey.trim() ? accessKey : null,
    }),
  );
}
