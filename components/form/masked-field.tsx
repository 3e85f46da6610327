"use client";

/**
 * MaskedField — a text input with an input mask (react-imask, via `MaskedInput`) bound to
 * react-hook-form. The form value is the MASKED text ('(11) 98765-4321'); the zod schemas
 * keep only the digits (`onlyDigits`). Digits set from outside (form.reset with the stored
 * '11987654321') are shown masked. Masks are module constants from `masks.ts` (+ TIME_MASK).
 *
 * @example
 *   <MaskedField control={form.control} name="phone" label="Telefone" mask={PHONE_MASK} />
 *   <MaskedField control={form.control} name="document" label="CPF/CNPJ" mask={DOCUMENT_MASK} />
 *   <MaskedField
 *     control={form.control}
 *     name="time"
 *     label="Horário"
 *     mask={TIME_MASK}
 *     placeholder="HH:MM"
 *   />
 */
import type { FactoryArg } from "imask";
import type { FieldValues } from "react-hook-form";
import { ControlledField } from "./controlled-field";
import type { BaseFieldProps } from "./field-props";
import { MaskedInput } from "./masked-input";

export { DOCUMENT_MASK, PHONE_MASK } from "./masks";
/** HH:MM — the colon appears as the digits are typed. */
export const TIME_MASK: FactoryArg = { mask: "00:00" };

type Props<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> & {
  mask: FactoryArg;
  placeholder?: string;
  readOnly?: boolean;
  inputMode?: "numeric" | "text" | "tel";
};

export function MaskedField<V extends FieldValues, Out extends FieldValues = V>({
  disabled,
  mask,
  placeholder,
  readOnly,
  inputMode = "numeric",
  ...bound
}: Props<V, Out>) {
  return (
    <ControlledField
      {...bound}
      render={(field) => (
        <MaskedInput
          {...field}
          mask={mask}
          value={String(field.value ?? "")}
          placeholder={placeholder}
          readOnly={readOnly}
          disabled={disabled}
          inputMode={inputMode}
        />
      )}
    />
  );
}
