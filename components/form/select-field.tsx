"use client";

/**
 * SelectField — a Radix Select bound to react-hook-form. Options are `{ value, label }`
 * (or the `{ id, label }` items of /api/autocomplete); the form value is the option's value as
 * a STRING ('' when nothing is chosen) — the zod schemas coerce ids (`z.coerce.number()`).
 *
 * @example
 *   <SelectField control={form.control} name="profileId" label="Perfil" options={profiles} placeholder="Selecione um perfil" />
 *   <SelectField control={form.control} name="status" label="Status" options={[{ value: "ALL", label: "Todos" }, ...]} />
 */
import { Select } from "@radix-ui/themes";
import type { FieldValues } from "react-hook-form";
import { ControlledField } from "./controlled-field";
import type { BaseFieldProps } from "./field-props";

export type Option = { value: string; label: string };
export type IdOption = { id: number | string; label: string };

/** Accepts `{value,label}` or `{id,label}` options. */
export const toOptions = (options: ReadonlyArray<Option | IdOption>): Option[] =>
  options.map((o) => ("value" in o ? o : { value: String(o.id), label: o.label }));

type Props<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> & {
  options: ReadonlyArray<Option | IdOption>;
  placeholder?: string;
};

export function SelectField<V extends FieldValues, Out extends FieldValues = V>({ disabled, options, placeholder = "Selecione", ...bound }: Props<V, Out>) {
  const items = toOptions(options);
  return (
    <ControlledField
      {...bound}
      render={({ value, onChange, onBlur, ref, name, ...a11y }) => (
        // '' is Radix Select's "nothing chosen": it shows the placeholder.
        <Select.Root name={name} value={String(value ?? "")} onValueChange={onChange} disabled={disabled}>
          <Select.Trigger {...a11y} ref={ref} placeholder={placeholder} onBlur={onBlur} />
          <Select.Content position="popper">
            {items.map((o) => (
              <Select.Item key={o.value} value={o.value}>
                {o.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    />
  );
}
