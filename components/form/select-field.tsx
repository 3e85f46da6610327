"use client";

/**
 * SelectField — a Radix Select bound to react-hook-form. Options are `{ value, label }`
 * (or the `{ id, label }` items of /api/autocomplete); the form value is the option's value as
 * a STRING ('' when nothing is chosen) — the zod schemas coerce ids (`z.coerce.number()`).
 *
 * @example
 *   <SelectField
 *     control={form.control}
 *     name="profileId"
 *     label="Perfil"
 *     options={profiles}
 *     placeholder="Selecione um perfil"
 *   />
 *   <SelectField
 *     control={form.control}
 *     name="status"
 *     label="Status"
 *     options={[{ value: "ALL", label: "Todos" }, ...]}
 *   />
 */
import type { FieldValues } from "react-hook-form";
import { ControlledField } from "./controlled-field";
import type { BaseFieldProps } from "./field-props";
import type { IdOption, Option } from "./options";
import { SelectInput } from "./select-input";

type Props<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> & {
  options: ReadonlyArray<Option | IdOption>;
  placeholder?: string;
};

export function SelectField<V extends FieldValues, Out extends FieldValues = V>({
  disabled,
  options,
  placeholder,
  ...bound
}: Props<V, Out>) {
  return (
    <ControlledField
      {...bound}
      render={({ value, onChange, onBlur, ref, name, ...a11y }) => (
        <SelectInput
          {...a11y}
          name={name}
          value={String(value ?? "")}
          onValueChange={onChange}
          onBlur={onBlur}
          ref={ref}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    />
  );
}
