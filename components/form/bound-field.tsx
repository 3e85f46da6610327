"use client";

import { useId, type ReactNode } from "react";
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from "react-hook-form";
import { controlProps, FormField } from "./field";

/**
 * Props every react-hook-form-bound field block takes (TextField, MaskedField, SelectField,
 * DatePickerField, MultiSelectField): the form's `control`, the field `name`, its visible
 * `label` (also its accessible name), an optional `hint` and `disabled`.
 */
export type BaseFieldProps<V extends FieldValues> = {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  hint?: string;
  disabled?: boolean;
};

export type BoundControl<V extends FieldValues> = {
  field: ControllerRenderProps<V, FieldPath<V>>;
  /** id + aria-invalid + aria-describedby for the control element. */
  a11y: ReturnType<typeof controlProps>;
  invalid: boolean;
};

/**
 * The shared frame of a field block: the react-hook-form Controller, the labelled `FormField`
 * with the field's zod error, and the accessibility wiring; `children` renders the control.
 *
 * @example
 *   <BoundField control={control} name="note" label="Nota">
 *     {({ field, a11y }) => <TextArea {...a11y} value={field.value} onChange={field.onChange} />}
 *   </BoundField>
 */
export function BoundField<V extends FieldValues>({
  control,
  name,
  label,
  hint,
  children,
}: Omit<BaseFieldProps<V>, "disabled"> & { children: (bound: BoundControl<V>) => ReactNode }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message ?? fieldState.error?.root?.message;
        return (
          <FormField id={id} label={label} error={error} hint={hint}>
            {children({ field, a11y: controlProps(id, error), invalid: fieldState.invalid })}
          </FormField>
        );
      }}
    />
  );
}
