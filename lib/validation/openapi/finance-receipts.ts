import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import { receiptAccessKeySchema } from "@/lib/validation/nfe-access-key";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { fileInfo, success } from "./responses";

/**
 * An item's receipts: the `files` and `duplicates` of its answer, and the operations on one
 * receipt (`…/{id}/files/{fileId}`). Adding one is `POST …/{id}/file` (lib/validation/openapi/finance.ts).
 */

export const receiptFile = fileInfo
  .extend({
    accessKey: z.string().nullable().meta({
      description:
        "Chave de acesso NF-e/NFC-e (44 caracteres), digitada ou lida do QR Code ou do PDF",
    }),
    issuer: z
      .object({
        cnpj: z.string().meta({ example: "08.370.779/0001-49" }),
        state: z.string().meta({ example: "RJ" }),
        month: z.string().meta({ example: "2015-03", description: "Mês de emissão (AAAA-MM)" }),
        model: z.enum(["NF-e", "NFC-e"]),
        series: z.int(),
        number: z.int(),
      })
      .nullable()
      .meta({
        description: "O que a chave diz: CNPJ do emitente, UF, mês, modelo, série e número",
      }),
  })
  .meta({ id: "ReceiptFile" });

export const receiptDuplicate = z
  .object({
    itemId: z.int().nullable().meta({
      description:
        "O outro item; null para um colaborador quando o item é de outra pessoa (existe, mas não é dele)",
    }),
    kind: z.enum(FINANCE_KINDS),
    reason: z.enum(["same_file", "same_access_key"]),
  })
  .meta({ id: "ReceiptDuplicate" });

/** What the item's answer (`GET …/{id}`) carries besides `file` (the first receipt). */
export const receiptFields = {
  files: z
    .array(receiptFile)
    .meta({ description: "Comprovantes do item (até 10), o primeiro é `file`" }),
  duplicates: z.array(receiptDuplicate).meta({
    description:
      "Outros itens (não cancelados) com o mesmo arquivo (SHA-256) ou a mesma chave de acesso",
  }),
};

const EXAMPLE_KEY = "3315 0308 3707 7900 0149 5500 1000 1100 9310 0241 0775";

function receiptOps(
  base: string,
  tag: string,
  roles: readonly ["ADMIN"] | readonly ["EMPLOYEE"],
): Operation[] {
  const path = `${base}/{id}/files/{fileId}`;
  return [
    {
      method: "delete",
      path,
      tag,
      roles,
      summary: "Remover um comprovante",
      description:
        "Só enquanto o item está pendente ou aguardando informações; `file` passa a ser o primeiro comprovante restante.",
      ok: { status: 200, schema: success },
      errors: [404, 409],
    },
    {
      method: "patch",
      path,
      tag,
      roles,
      summary: "Informar a chave de acesso NF-e/NFC-e de um comprovante",
      description:
        "`{ accessKey }` com 44 caracteres (espaços entre os grupos aceitos; letras só no CNPJ alfanumérico) e dígito verificador válido; `null` apaga. Chave inválida: 400 com `errors.accessKey`.",
      body: receiptAccessKeySchema,
      example: { accessKey: EXAMPLE_KEY },
      ok: { status: 200, schema: success.extend({ file: receiptFile }) },
      errors: [400, 404, 409],
    },
  ];
}

const opsOf = (kind: FinanceKind): Operation[] => {
  const { segment, adminApi, text } = FINANCE[kind];
  return [
    ...receiptOps(`/api/collaborator/${segment}`, text.title, ["EMPLOYEE"]),
    ...receiptOps(`/api/${adminApi}`, text.title, ["ADMIN"]),
  ];
};

export const receiptOperations: Operation[] = FINANCE_KINDS.flatMap(opsOf);
