"use client";

import { FilterSelectField, FilterTextField } from "@/components/filter-fields";
import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import type { IdOption } from "@/components/form/options";
import { PARENT_KEY, PARENT_KIND, type ContentKind } from "@/lib/kinds/content";
import { CONTENT_SCREENS } from "./kinds";

/** 'Filtros' of a content list: the title and, below trainings, the parent. */
export function ContentFilters({ kind, parents }: { kind: ContentKind; parents: IdOption[] }) {
  const parentKey = kind === "training" ? null : PARENT_KEY[kind];
  const form = useFilterForm<Record<string, string>>(
    parentKey ? { title: "", [parentKey]: "" } : { title: "" },
  );
  return (
    <FilterPanel form={form}>
      <FilterTextField form={form} name="title" label="Título" placeholder="Buscar pelo título" />
      {kind !== "training" && parentKey ? (
        <FilterSelectField
          form={form}
          name={parentKey}
          label={CONTENT_SCREENS[PARENT_KIND[kind]].label}
          options={parents}
          placeholder="Todos"
        />
      ) : null}
    </FilterPanel>
  );
}
