"use client";

import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from "react-hook-form";
import { controlProps, FormField } from "./field";

type ControlledFieldProps<T extends FieldValues, N extends Path<T>, Out extends FieldValues> = {
  /** The form's control (`Out`: the values after the resolver's transforms). */
  control: Control<T, unknown, Out>;
  name: N;
  label: string;
  hint?: string;
  /** Draws the control from the field's value/onChange/ref and its id and aria attributes. */
  render: (field: ControllerRenderProps<T, N> & ReturnType<typeof controlProps>) => React.ReactNode;
};

/** A `FormField` around a controlled input (masks, dates, selects) bound to react-hook-form. */
export function ControlledField<
  T extends FieldValues,
  N extends Path<T>,
  Out extends FieldValues = T,
>({ control, name, label, hint, render }: ControlledFieldProps<T, N, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={name} label={label} error={fieldState.error?.message} hint={hint}>
          {render({ ...field, ...controlProps(name, fieldState.error?.message) })}
        </FormField>
      )}
    />
  );
}
