"use client";

import {
  Card,
  Flex,
  Heading,
  SegmentedControl,
  Switch,
  Table,
  Text,
  TextField,
} from "@radix-ui/themes";
import { useState } from "react";
import { SubmitButton } from "@/components/form/submit-button";
import { LazyConfirmDialog } from "@/components/lazy-confirm-dialog";
import { saveFinancePoliciesAction } from "@/lib/actions/finance-policies";
import { FINANCE, FINANCE_KINDS, type FinanceKind } from "@/lib/kinds/finance";
import type { FinancePolicies } from "@/lib/validation/finance-policies";
import { useSaveSetting } from "./use-save-setting";

type TypeRow = { id: number; label: string; active: boolean };
type Money = string;
type KindDraft = { second: Money; types: Record<number, { second: Money; max: Money }> };

const shown = (value: number | null) => (value == null ? "" : value.toFixed(2).replace(".", ","));

/** '1.234,56' or '1234.56' → 1234.56; empty → null; anything else goes as typed, for the server to refuse. */
function reais(text: Money): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const normal = trimmed.includes(",") ? trimmed.replace(/\./g, "").replace(",", ".") : trimmed;
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : trimmed;
}

function draftOf(policies: FinancePolicies): Record<FinanceKind, KindDraft> {
  return Object.fromEntries(
    FINANCE_KINDS.map((kind) => {
      const rules = policies.kinds[kind];
      const types = Object.fromEntries(
        rules.types.map((rule) => [
          rule.typeId,
          { second: shown(rule.secondApprovalFrom), max: shown(rule.maxValue) },
        ]),
      );
      return [kind, { second: shown(rules.secondApprovalFrom), types }];
    }),
  ) as Record<FinanceKind, KindDraft>;
}

function documentOf(draft: Record<FinanceKind, KindDraft>, rules: Omit<FinancePolicies, "kinds">) {
  const kinds = Object.fromEntries(
    FINANCE_KINDS.map((kind) => [
      kind,
      {
        secondApprovalFrom: reais(draft[kind].second),
        types: Object.entries(draft[kind].types)
          .map(([typeId, rule]) => ({
            typeId: Number(typeId),
            secondApprovalFrom: reais(rule.second),
            maxValue: reais(rule.max),
          }))
          .filter((rule) => rule.secondApprovalFrom != null || rule.maxValue != null),
      },
    ]),
  );
  return { ...rules, kinds };
}

/**
 * 'Aprovação' in Configurações › Financeiro: from which value an item needs a second admin (per
 * kind, and per type, which wins), each type's maximum value (a warning to the submitter and the
 * approvers), and who may not approve: the item's owner (on by default; turning it off asks
 * first) and, under the four-eyes rule, whoever created it.
 */
export function ApprovalPoliciesCard({
  policies,
  types,
}: {
  policies: FinancePolicies;
  types: Record<FinanceKind, TypeRow[]>;
}) {
  const [preventSelfApproval, setPreventSelfApproval] = useState(policies.preventSelfApproval);
  const [fourEyes, setFourEyes] = useState(policies.fourEyes);
  const [draft, setDraft] = useState(() => draftOf(policies));
  const [askSelf, setAskSelf] = useState(false);
  const [kind, setShownKind] = useState<FinanceKind>("payment");
  const { pending, submit } = useSaveSetting(() =>
    saveFinancePoliciesAction(documentOf(draft, { preventSelfApproval, fourEyes })),
  );
  const setKind = (kind: FinanceKind, change: Partial<KindDraft>) =>
    setDraft((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));
  const setType = (kind: FinanceKind, typeId: number, field: "second" | "max", value: Money) => {
    const rule = draft[kind].types[typeId] ?? { second: "", max: "" };
    setKind(kind, { types: { ...draft[kind].types, [typeId]: { ...rule, [field]: value } } });
  };

  return (
    <Card size="3">
      <form method="post" onSubmit={submit}>
        <Flex direction="column" gap="3" align="start">
          <Heading as="h3" size="4">
            Aprovação
          </Heading>
          <Text size="2" color="gray">
            Sem valor definido, um administrador decide cada item. A partir do valor informado
            (inclusive), o item precisa da aprovação de dois administradores diferentes.
          </Text>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch
                checked={preventSelfApproval}
                onCheckedChange={(on) => (on ? setPreventSelfApproval(true) : setAskSelf(true))}
              />
              Ninguém aprova um item próprio
            </Flex>
          </Text>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={fourEyes} onCheckedChange={setFourEyes} />
              Regra dos quatro olhos: quem criou o item não pode aprová-lo
            </Flex>
          </Text>
          {/* One kind at a time, picked with radios (the type lists above already use tabs). */}
          <SegmentedControl.Root
            value={kind}
            aria-label="Tipo de item"
            onValueChange={(value) => setShownKind(value as FinanceKind)}
          >
            {FINANCE_KINDS.map((each) => (
              <SegmentedControl.Item key={each} value={each}>
                {FINANCE[each].text.title}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
          <Flex direction="column" gap="3" width="100%">
            <Flex direction="column" gap="1" maxWidth="320px">
              <Text as="label" htmlFor={`second-approval-${kind}`} size="2" weight="medium">
                Segunda aprovação a partir de (R$)
              </Text>
              <TextField.Root
                id={`second-approval-${kind}`}
                inputMode="decimal"
                placeholder="Sem segunda aprovação"
                value={draft[kind].second}
                onChange={(e) => setKind(kind, { second: e.target.value })}
              />
            </Flex>
            <TypeRules kind={kind} types={types[kind]} draft={draft[kind]} set={setType} />
          </Flex>
          <SubmitButton loading={pending}>Salvar</SubmitButton>
        </Flex>
      </form>
      {askSelf ? (
        <LazyConfirmDialog
          open
          onOpenChange={(open) => !open && setAskSelf(false)}
          color="red"
          confirmLabel="Permitir"
          description="Administradores poderão aprovar os próprios itens. Use só se a organização tem um único administrador. A mudança fica registrada na auditoria ao salvar."
          onConfirm={() => {
            setPreventSelfApproval(false);
            setAskSelf(false);
          }}
        />
      ) : null}
    </Card>
  );
}

/** Per type: its own threshold (wins over the kind's) and a maximum value that only warns. */
function TypeRules({
  kind,
  types,
  draft,
  set,
}: {
  kind: FinanceKind;
  types: TypeRow[];
  draft: KindDraft;
  set: (kind: FinanceKind, typeId: number, field: "second" | "max", value: Money) => void;
}) {
  const listed = types.filter((type) => type.active || draft.types[type.id]);
  if (!listed.length) return null;
  return (
    <Table.Root variant="surface" size="1">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{FINANCE[kind].text.typeLabel}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Segunda aprovação a partir de (R$)</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Valor máximo (R$)</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {listed.map((type) => (
          <Table.Row key={type.id}>
            <Table.RowHeaderCell>
              {type.label}
              {type.active ? "" : " (desativado)"}
            </Table.RowHeaderCell>
            <Table.Cell>
              <TextField.Root
                size="1"
                inputMode="decimal"
                aria-label={`${type.label}: segunda aprovação a partir de (R$)`}
                placeholder="Como o tipo de item"
                value={draft.types[type.id]?.second ?? ""}
                onChange={(e) => set(kind, type.id, "second", e.target.value)}
              />
            </Table.Cell>
            <Table.Cell>
              <TextField.Root
                size="1"
                inputMode="decimal"
                aria-label={`${type.label}: valor máximo (R$)`}
                placeholder="Sem máximo"
                value={draft.types[type.id]?.max ?? ""}
                onChange={(e) => set(kind, type.id, "max", e.target.value)}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
