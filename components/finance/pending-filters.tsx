"use client";

import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import { SelectField, TextField } from "@/components/form";
import { FINANCE, FINANCE_KINDS } from "@/lib/validation/finance-kinds";

const KIND_OPTIONS = [{ value: "ALL", label: "Todos" }, ...FINANCE_KINDS.map((kind) => ({ value: kind, label: FINANCE[kind].text.title }))];

/** The pending inbox's filters: kind and collaborator name. */
export function PendingFilters() {
  const form = useFilterForm({ kind: "ALL", name: "" });
  return (
    <FilterPanel form={form}>
      <TextField control={form.control} name="name" label="Colaborador" placeholder="Nome do colaborador" />
      <SelectField control={form.control} name="kind" label="Tipo" options={KIND_OPTIONS} />
    </FilterPanel>
  );
}
