import { FINANCE_KINDS } from "@/lib/kinds/finance";
import { pendingQuerySchema } from "@/lib/validation/finance";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { dateTime, listOf } from "./responses";

/** The pending inbox of every finance kind (`/api/pending`). */

const ADMIN = ["ADMIN"] as const;

const pendingItem = z.looseObject({
  kind: z.enum(FINANCE_KINDS),
  id: z.int(),
  description: z.string(),
  value: z.number(),
  createdAt: dateTime(),
});

export const pendingOperations: Operation[] = [
  {
    method: "get",
    path: "/api/pending",
    tag: "Pendências",
    roles: ADMIN,
    summary: "Itens pendentes de todos os tipos, mais antigos primeiro",
    query: pendingQuerySchema,
    ok: {
      status: 200,
      schema: listOf(pendingItem).extend({
        needsInfo: z
          .object({
            total: z.int(),
            byKind: z.record(z.enum(FINANCE_KINDS), z.int()),
          })
          .describe("Itens aguardando informações do colaborador (NEEDS_INFO), fora da lista"),
      }),
    },
  },
  {
    method: "get",
    path: "/api/pending/export",
    tag: "Pendências",
    roles: ADMIN,
    summary: "Pendências em CSV",
    query: pendingQuerySchema,
    ok: { status: 200, media: "text/csv" },
  },
];
