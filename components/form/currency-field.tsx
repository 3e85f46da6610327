"use client";

/**
 * CurrencyField — an amount in reais (BRL, pt-BR: 'R$ 1.234,56', two decimals) bound to
 * react-hook-form through react-currency-input-field. The form value is a NUMBER of reais
 * (1234.56), or null once emptied (react-hook-form would bring an undefined value back to its
 * default); typing '1.234,56' or '1234,56' gives the same value.
 *
 * @example
 *   <CurrencyField control={form.control} name="value" label="Valor" />
 */
import { TextField } from "@radix-ui/themes";
import { useState } from "react";
import CurrencyInput from "react-currency-input-field";
import type { FieldValues } from "react-hook-form";
import { ControlledField } from "./controlled-field";
import type { BaseFieldProps } from "./field-props";

const BRL = { locale: "pt-BR", currency: "BRL" } as const;

/** 1234.5 → '1234,50', the raw text the input keeps (decimal comma, no grouping). */
const toRaw = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value.toFixed(2).replace(".", ",") : "");
const fromRaw = (raw: string) => (raw ? Number(raw.replace(",", ".")) : null);

function CurrencyInputBox({
  value,
  onChange,
  ...props
}: Omit<React.ComponentProps<typeof CurrencyInput>, "value" | "onChange"> & { value: unknown; onChange: (value: number | null) => void }) {
  const [raw, setRaw] = useState(() => toRaw(value));
  // A value set from outside (form.reset) replaces what was typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (fromRaw(raw) !== value) setRaw(toRaw(value));
  }
  return (
    <CurrencyInput
      {...props}
      customInput={TextField.Root}
      intlConfig={BRL}
      decimalsLimit={2}
      decimalScale={2}
      allowNegativeValue={false}
      value={raw}
      onValueChange={(next, _name, values) => {
        setRaw(next ?? "");
        const reais = values?.float ?? fromRaw(next ?? "");
        setSeen(reais);
        onChange(reais);
      }}
    />
  );
}

type Props<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> & { placeholder?: string };

export function CurrencyField<V extends FieldValues, Out extends FieldValues = V>({ disabled, placeholder = "R$ 0,00", ...bound }: Props<V, Out>) {
  return (
    <ControlledField
      {...bound}
      render={({ value, onChange, onBlur, ref, name, ...a11y }) => (
        <CurrencyInputBox {...a11y} ref={ref} name={name} value={value} onChange={onChange} onBlur={onBlur} placeholder={placeholder} disabled={disabled} />
      )}
    />
  );
}
