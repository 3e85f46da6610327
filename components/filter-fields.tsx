"use client";

/**
 * The fields of a `FilterPanel`, bound to its `useFilterForm` by `form` and `name`: the same
 * labelled controls as the `components/form` blocks (`FormField` and its ids), without
 * react-hook-form. `FilterField` binds any control taking a string value, e.g. a mask or a date:
 *
 * @example
 *   <FilterTextField form={form} name="name" label="Nome" />
 *   <FilterSelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} />
 *   <FilterField
 *     form={form}
 *     name="phone"
 *     label="Telefone"
 *     render={(field) => <MaskedInput {...field} mask={PHONE_MASK} inputMode="numeric" />}
 *   />
 */
import type { ReactNode } from "react";
import { controlProps, FormField } from "@/components/form/field";
import type { IdOption, Option } from "@/components/form/options";
import { LazySelect } from "@/components/lazy-select";
import { TextInput } from "@/components/form/text-input";
import type { FilterForm, FilterValuesShape } from "@/components/filter-panel";

type FilterFieldProps<V extends FilterValuesShape> = {
  form: FilterForm<V>;
  name: keyof V & string;
  label: string;
};

/** What a filter's control gets: its id and aria attributes, name, value and a string onChange. */
export type BoundFilter = ReturnType<typeof controlProps> & {
  name: string;
  value: string;
  onChange: (value: string) => void;
};

export function FilterField<V extends FilterValuesShape>({
  form,
  name,
  label,
  render,
}: FilterFieldProps<V> & { render: (field: BoundFilter) => ReactNode }) {
  return (
    <FormField id={name} label={label}>
      {render({
        ...controlProps(name),
        name,
        value: form.values[name],
        onChange: (value) => form.set(name, value),
      })}
    </FormField>
  );
}

/** A text filter: Radix's text field (plain markup, `TextInput`). */
export function FilterTextField<V extends FilterValuesShape>({
  placeholder,
  ...props
}: FilterFieldProps<V> & { placeholder?: string }) {
  return (
    <FilterField
      {...props}
      render={({ onChange, ...field }) => (
        <TextInput
          {...field}
          type="text"
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  );
}

/**
 * A filter picked from `options` (Radix Select, loaded when first opened; `placeholder` shows while
 * the value is '').
 */
export function FilterSelectField<V extends FilterValuesShape>({
  options,
  placeholder,
  ...props
}: FilterFieldProps<V> & { options: ReadonlyArray<Option | IdOption>; placeholder?: string }) {
  return (
    <FilterField
      {...props}
      render={({ onChange, ...field }) => (
        <LazySelect
          {...field}
          onValueChange={onChange}
          options={options}
          placeholder={placeholder}
        />
      )}
    />
  );
}
