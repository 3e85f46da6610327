import type { Control, FieldValues, Path } from "react-hook-form";

/**
 * Props every react-hook-form-bound field block takes (TextField, MaskedField, SelectField,
 * DatePickerField, MultiSelectField): the form's `control` (`Out`: the values after the zod
 * resolver's transforms), the field `name`, its visible `label` (also its accessible name), an
 * optional `hint` and `disabled`. The frame around the control is `ControlledField`.
 */
export type BaseFieldProps<T extends FieldValues, Out extends FieldValues = T> = {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
  hint?: string;
  disabled?: boolean;
};
