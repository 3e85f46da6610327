"use client";

import { FilterSelectField, FilterTextField } from "@/components/filter-fields";
import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import { FINANCE, FINANCE_KINDS } from "@/lib/kinds/finance";

const KIND_OPTIONS = [
  { value: "ALL", label: "Todos" },
  ...FINANCE_KINDS.map((kind) => ({ value: kind, label: FINANCE[kind].text.title })),
];

/** The pending inbox's filters: kind and collaborator name. */
export function PendingFilters() {
  const form = useFilterForm({ kind: "ALL", name: "" });
  return (
    <FilterPanel form={form}>
      <FilterTextField
        form={form}
        name="name"
        label="Colaborador"
        placeholder="Nome do colaborador"
      />
      <FilterSelectField form={form} name="kind" label="Tipo" options={KIND_OPTIONS} />
    </FilterPanel>
  );
}
