"use client";

import { Button, Callout, Flex, Text, TextField } from "@radix-ui/themes";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { LazyConfirmDialog } from "@/components/lazy-confirm-dialog";
import { bulkFinanceItemsAction } from "@/lib/actions/finance-admin";
import { handleActionResult } from "@/lib/client/action-result";
import { formatBRL } from "@/lib/format";
import type { BulkResult } from "@/lib/validation/finance";
import {
  FINANCE,
  FINANCE_KINDS,
  FINANCE_STATUS_LABELS,
  type FinanceKind,
} from "@/lib/kinds/finance";

/** A ticked row: which kind, which id, and its value for the dialog's total. */
export type BulkItem = { kind: FinanceKind; id: number; value: number };
type Report = {
  moved: number;
  /** First approvals recorded: those items wait for a second admin. */
  approved: number;
  failed: { kind: FinanceKind; result: BulkResult }[];
};

const itemsText = (n: number) => `${n} ${n === 1 ? "item" : "itens"}`;
const approvedText = (n: number) =>
  `${itemsText(n)} com a primeira aprovação registrada (falta a de outro administrador)`;
const centsSum = (items: BulkItem[]) =>
  items.reduce((sum, item) => sum + Math.round(item.value * 100), 0) / 100;

function why(result: BulkResult): string {
  if (result.outcome === "not_found") return "não encontrado";
  if (result.outcome === "forbidden_own_item")
    return "você não pode aprovar um item seu ou que você criou";
  if (result.outcome === "already_approved") return "você já aprovou; falta outro administrador";
  return result.status
    ? `não está mais pendente (${FINANCE_STATUS_LABELS[result.status]})`
    : "não está mais pendente";
}

/** Each item that did not move, and why: 'Reembolso #5: você já aprovou; …'. */
const failedText = (failed: Report["failed"]) =>
  failed
    .map(({ kind, result }) => `${FINANCE[kind].text.singular} #${result.id}: ${why(result)}`)
    .join("; ");

/**
 * 'Confirmar selecionados (n)' / 'Negar selecionados (n)' over the ticked rows of a finance list
 * or of the pending inbox: one confirmation naming the count and the total, one bulk call per
 * kind, then how many moved and which did not and why.
 */
export function BulkActions({
  selected,
  clear,
  onDone,
}: {
  selected: BulkItem[];
  clear: () => void;
  onDone: () => void;
}) {
  const [action, setAction] = useState<"confirm" | "deny" | null>(null);
  const [reason, setReason] = useState("");
  const [report, setReport] = useState<Report | null>(null);
  const count = selected.length;
  const total = formatBRL(centsSum(selected));

  async function run(chosen: "confirm" | "deny") {
    const next: Report = { moved: 0, approved: 0, failed: [] };
    for (const kind of FINANCE_KINDS) {
      const ids = selected.filter((item) => item.kind === kind).map((item) => item.id);
      if (!ids.length) continue;
      const result = await bulkFinanceItemsAction(
        kind,
        ids,
        chosen,
        chosen === "deny" ? reason.trim() || undefined : undefined,
      );
      if (!handleActionResult(result)) return;
      for (const itemResult of result.data.results) {
        if (itemResult.outcome === "moved") next.moved += 1;
        else if (itemResult.outcome === "needs_second_approval") next.approved += 1;
        else next.failed.push({ kind, result: itemResult });
      }
    }
    const verb = chosen === "confirm" ? "confirmado" : "negado";
    const movedText =
      `${itemsText(next.moved)} ${verb}${next.moved === 1 ? "" : "s"}` +
      (next.approved ? `; ${approvedText(next.approved)}` : "");
    if (next.failed.length)
      toast.warning(
        `${movedText}; ${itemsText(next.failed.length)} não ${next.failed.length === 1 ? "pôde" : "puderam"} ser alterado${next.failed.length === 1 ? "" : "s"}`,
        { description: failedText(next.failed) },
      );
    else toast.success(movedText);
    setReport(next);
    setReason("");
    clear();
    onDone();
  }

  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" align="center" wrap="wrap">
        <Button variant="soft" color="green" disabled={!count} onClick={() => setAction("confirm")}>
          Confirmar selecionados ({count})
        </Button>
        <Button variant="soft" color="red" disabled={!count} onClick={() => setAction("deny")}>
          Negar selecionados ({count})
        </Button>
        {count ? (
          <Text size="2" color="gray">
            Total selecionado: {total}
          </Text>
        ) : null}
      </Flex>
      {report ? (
        <Callout.Root color={report.failed.length ? "amber" : "green"} role="status">
          <Callout.Text>
            {itemsText(report.moved)} alterado{report.moved === 1 ? "" : "s"}.
            {report.approved ? ` ${approvedText(report.approved)}.` : ""}
            {report.failed.length ? ` Não alterado${report.failed.length === 1 ? "" : "s"}: ` : ""}
            {failedText(report.failed)}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {action ? (
        <LazyConfirmDialog
          open
          onOpenChange={(open) => !open && setAction(null)}
          color={action === "confirm" ? "green" : "red"}
          confirmLabel={
            action === "confirm" ? `Confirmar ${itemsText(count)}` : `Negar ${itemsText(count)}`
          }
          description={
            action === "confirm"
              ? `Você vai confirmar ${itemsText(count)}, no total de ${total}.`
              : `Essa ação não pode ser desfeita. Você vai negar ${itemsText(count)}, no total de ${total}.`
          }
          onConfirm={() => run(action)}
        >
          {action === "deny" ? (
            <TextField.Root
              mt="3"
              aria-label="Motivo (opcional)"
              placeholder="Motivo (opcional)"
              value={reason}
              maxLength={191}
              onChange={(e) => setReason(e.target.value)}
            />
          ) : null}
        </LazyConfirmDialog>
      ) : null}
    </Flex>
  );
}
