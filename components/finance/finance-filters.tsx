"use client";

import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import { FilterSelectField, FilterTextField } from "@/components/filter-fields";
import type { IdOption } from "@/components/form/options";
import {
  FINANCE,
  FINANCE_STATUS_LABELS,
  FINANCE_STATUSES,
  type FinanceKind,
} from "@/lib/kinds/finance";

const STATUS_OPTIONS = [
  { value: "ALL", label: "Todos" },
  ...FINANCE_STATUSES.map((s) => ({ value: s, label: FINANCE_STATUS_LABELS[s] })),
];

/**
 * The filters of a finance list: the collaborator gets those of spec §2 (status for payments,
 * category for requests and refunds); the admin gets status, category and collaborator name.
 */
export function FinanceFilters({
  kind,
  audience,
  types,
}: {
  kind: FinanceKind;
  audience: "collaborator" | "admin";
  types: IdOption[];
}) {
  const config = FINANCE[kind];
  const show = (filter: "status" | "category") =>
    audience === "admin" || config.collaboratorFilters.includes(filter);
  const form = useFilterForm({ status: "ALL", category: "ALL", name: "" });
  return (
    <FilterPanel form={form}>
      {audience === "admin" ? (
        <FilterTextField
          form={form}
          name="name"
          label="Colaborador"
          placeholder="Nome do colaborador"
        />
      ) : null}
      {show("status") ? (
        <FilterSelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} />
      ) : null}
      {show("category") ? (
        <FilterSelectField
          form={form}
          name="category"
          label="Categoria"
          options={[{ value: "ALL", label: "Todas" }, ...types]}
        />
      ) : null}
    </FilterPanel>
  );
}
