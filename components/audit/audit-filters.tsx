"use client";

import { FilterField, FilterSelectField } from "@/components/filter-fields";
import { FilterPanel, useFilterForm } from "@/components/filter-panel";
import { DateInput } from "@/components/form/date-input";
import { UserPicker, type UserOption } from "@/components/form/user-picker";
import { AUDIT_ACTIONS } from "@/lib/services/audit/actions";

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, "pt-BR"));

const EMPTY = { person: "", action: "", from: "", to: "" };

/**
 * The 'Filtros' of 'Auditoria': who acted (searched on the server like every user picker), what
 * was done, and the period (days in the organisation's zone).
 */
export function AuditFilters({ person }: { person: UserOption | null }) {
  const form = useFilterForm(EMPTY);
  return (
    <FilterPanel form={form} columns={{ initial: "1", sm: "2", md: "4" }}>
      <FilterField
        form={form}
        name="person"
        label="Pessoa"
        render={(field) => (
          <UserPicker
            id={field.id}
            label="Pessoa"
            value={field.value ? [Number(field.value)] : []}
            onChange={(ids) => field.onChange(ids.length ? String(ids[0]) : "")}
            selected={person ? [person] : []}
            placeholder="Buscar pessoa"
          />
        )}
      />
      <FilterSelectField
        form={form}
        name="action"
        label="Ação"
        placeholder="Todas"
        options={ACTION_OPTIONS}
      />
      <FilterField
        form={form}
        name="from"
        label="De"
        render={(field) => <DateInput {...field} />}
      />
      <FilterField form={form} name="to" label="Até" render={(field) => <DateInput {...field} />} />
    </FilterPanel>
  );
}
