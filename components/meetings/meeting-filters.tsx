"use client";

import { DatePickerField, SelectField, TextField } from "@/components/form";
import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import { MEETING_STATUS_OPTIONS } from "@/lib/validation/meeting";

const EMPTY = { title: "", date: "", status: "ALL" };

/** The 'Filtros' of 'Reuniões': title, day (calendar from 2023) and status ('Todos' by default). */
export function MeetingFilters() {
  const form = useFilterForm(EMPTY);
  return (
    <FilterPanel form={form}>
      <TextField control={form.control} name="title" label="Título" />
      <DatePickerField control={form.control} name="date" label="Data" fromYear={2023} />
      <SelectField control={form.control} name="status" label="Status" options={MEETING_STATUS_OPTIONS} />
    </FilterPanel>
  );
}
