"use client";

/**
 * TextField — a text input (or textarea with `multiline`) bound to react-hook-form, inside the
 * labelled `FormField` that shows the zod error. `password` adds the show/hide toggle.
 *
 * @example
 *   <TextField
 *     control={form.control}
 *     name="email"
 *     label="E-mail"
 *     type="email"
 *     autoComplete="email"
 *   />
 *   <TextField control={form.control} name="description" label="Descrição" multiline />
 *   <TextField control={form.control} name="password" label="Senha" type="password" />
 */
import { TextArea, TextField as RadixTextField } from "@radix-ui/themes";
import type { FieldValues } from "react-hook-form";
import { ControlledField } from "./controlled-field";
import type { BaseFieldProps } from "./field-props";
import { PasswordInput } from "./password-input";

type Props<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> & {
  type?: "text" | "email" | "password" | "url" | "search" | "tel" | "number";
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  multiline?: boolean;
  maxLength?: number;
};

export function TextField<V extends FieldValues, Out extends FieldValues = V>({
  disabled,
  type = "text",
  placeholder,
  autoComplete,
  readOnly,
  multiline,
  maxLength,
  ...bound
}: Props<V, Out>) {
  return (
    <ControlledField
      {...bound}
      render={(field) => {
        const common = {
          ...field,
          value: String(field.value ?? ""),
          placeholder,
          disabled,
          readOnly,
          maxLength,
        };
        if (multiline) return <TextArea {...common} rows={3} />;
        if (type === "password") return <PasswordInput {...common} autoComplete={autoComplete} />;
        return <RadixTextField.Root {...common} type={type} autoComplete={autoComplete} />;
      }}
    />
  );
}
