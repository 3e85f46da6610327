"use client";

import type { Ref } from "react";
import { controlProps, FormField } from "@/components/form/field";
import { TextInput } from "@/components/form/text-input";

/** 'Código de verificação': six digits from the app (or, where accepted, a recovery code). */
export function CodeField({
  id = "code",
  error,
  recovery = false,
  inputRef,
  autoFocus,
}: {
  id?: string;
  error?: string;
  /** Whether a recovery code is accepted too (the hint says so). */
  recovery?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  return (
    <FormField
      id={id}
      label="Código de verificação"
      error={error}
      hint={
        recovery
          ? "O código de 6 dígitos do aplicativo autenticador, ou um código de recuperação."
          : "O código de 6 dígitos mostrado no aplicativo autenticador."
      }
    >
      <TextInput
        {...controlProps(id, error)}
        ref={inputRef}
        name="code"
        size="3"
        autoComplete="one-time-code"
        inputMode={recovery ? "text" : "numeric"}
        maxLength={32}
        autoFocus={autoFocus}
      />
    </FormField>
  );
}
