"use client";

/**
 * CurrencyField — an amount in reais (BRL, pt-BR: 'R$ 1.234,56') bound to react-hook-form,
 * typed cents first as in Brazilian banking apps: every digit enters on the right, so typing
 * 1 then 5 reads R$ 0,15, and Backspace takes the last digit away. A paste is read as an
 * amount ('1.234,56', 'R$ 1.234,56', '1234.5', '1234' → R$ 1.234,00). The form value is a
 * NUMBER of reais (1234.56), or null once emptied. Shown with lib/format.ts's formatBRL.
 *
 * @example
 *   <CurrencyField control={form.control} name="value" label="Valor" />
 */
import { TextField } from "@radix-ui/themes";
import { useLayoutEffect, useRef, type ClipboardEvent, type ComponentProps, type Ref } from "react";
import type { FieldValues } from "react-hook-form";
import { formatBRL } from "@/lib/format";
import { ControlledField } from "./controlled-field";
import type { BaseFieldProps } from "./field-props";

/** Up to R$ 99.999.999.999,99: more digits than that are ignored rather than losing precision. */
const MAX_DIGITS = 13;

/** The digits of what the input now shows, as cents (cents first); null when none are left. */
export function centsFromTyped(text: string): number | null {
  const digits = text
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, MAX_DIGITS);
  return digits ? Number(digits) : null;
}

/**
 * A pasted amount in reais: '1.234,56' (pt-BR), '1234.56' (a dot before 1–2 final digits), '1234'.
 */
export function reaisFromPasted(text: string): number | null {
  const clean = text.replace(/[^\d.,]/g, "");
  if (!/\d/.test(clean)) return null;
  const decimal = /,(\d{1,2})$/.test(clean)
    ? ","
    : !clean.includes(",") && /\.(\d{1,2})$/.test(clean)
      ? "."
      : null;
  const [whole, fraction = ""] = decimal
    ? [clean.slice(0, clean.lastIndexOf(decimal)), clean.slice(clean.lastIndexOf(decimal) + 1)]
    : [clean, ""];
  const cents = Number(whole.replace(/\D/g, "") || "0") * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents / 100 : null;
}

type CurrencyInputProps = Omit<
  ComponentProps<typeof TextField.Root>,
  "value" | "onChange" | "ref" | "type"
> & {
  value: unknown;
  onChange: (reais: number | null) => void;
  ref?: Ref<HTMLInputElement>;
};

/** The input: shows the value formatted, keeps the caret at the end where the digits go. */
export function CurrencyInput({ value, onChange, ref, ...props }: CurrencyInputProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const reais = typeof value === "number" && Number.isFinite(value) ? value : null;
  const shown = reais === null ? "" : formatBRL(reais);

  useLayoutEffect(() => {
    const input = own.current;
    if (input && document.activeElement === input)
      input.setSelectionRange(shown.length, shown.length);
  }, [shown]);

  const setRefs = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <TextField.Root
      {...props}
      ref={setRefs}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const cents = centsFromTyped(event.target.value);
        onChange(cents === null ? null : cents / 100);
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        const pasted = reaisFromPasted(event.clipboardData.getData("text"));
        if (pasted === null) return;
        event.preventDefault();
        onChange(pasted);
      }}
    />
  );
}

type Props<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> & {
  placeholder?: string;
};

export function CurrencyField<V extends FieldValues, Out extends FieldValues = V>({
  disabled,
  placeholder = "R$ 0,00",
  ...bound
}: Props<V, Out>) {
  return (
    <ControlledField
      {...bound}
      render={({ value, onChange, onBlur, ref, name, ...a11y }) => (
        <CurrencyInput
          {...a11y}
          ref={ref}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    />
  );
}
