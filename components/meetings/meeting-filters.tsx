"use client";

import { FilterField, FilterSelectField, FilterTextField } from "@/components/filter-fields";
import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import { DateInput } from "@/components/form/date-input";
import { MEETING_STATUS_OPTIONS } from "@/lib/kinds/meeting";

const EMPTY = { title: "", date: "", status: "ALL" };

/** The 'Filtros' of 'Reuniões': title, day (calendar from 2023) and status ('Todos' by default). */
export function MeetingFilters() {
  const form = useFilterForm(EMPTY);
  return (
    <FilterPanel form={form}>
      <FilterTextField form={form} name="title" label="Título" />
      <FilterField
        form={form}
        name="date"
        label="Data"
        render={(field) => <DateInput {...field} fromYear={2023} />}
      />
      <FilterSelectField
        form={form}
        name="status"
        label="Status"
        options={MEETING_STATUS_OPTIONS}
      />
    </FilterPanel>
  );
}
