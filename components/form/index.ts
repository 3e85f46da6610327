/**
 * Form building blocks (react-hook-form + zod). Every field block takes `control`, `name`,
 * `label` (+ `hint`, `disabled`) and shows its zod error; see each file's header.
 * Result of a server action: `handleActionResult` in `@/lib/client/action-result`.
 */
export { FormField, controlProps } from "./field";
export { ControlledField } from "./controlled-field";
export type { BaseFieldProps } from "./field-props";
export { PasswordInput } from "./password-input";
export { SubmitButton } from "./submit-button";
export { MaskedInput } from "./masked-input";
export { DateInput } from "./date-input";
export { TextField } from "./text-field";
export { MaskedField, PHONE_MASK, DOCUMENT_MASK, TIME_MASK } from "./masked-field";
export { DatePickerField } from "./date-picker-field";
export { SelectField } from "./select-field";
export { toOptions, type Option, type IdOption } from "./options";
export { MultiSelectField, type MultiOption } from "./multi-select-field";
export { FormActions } from "./form-actions";
export { CurrencyField } from "./currency-field";
export { FileField } from "./file-field";
export { UserPicker, UserPickerField, type UserOption } from "./user-picker";
