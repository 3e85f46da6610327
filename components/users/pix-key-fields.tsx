"use client";

import type { FactoryArg } from "imask";
import { useWatch, type Control, type FieldValues } from "react-hook-form";
import { MaskedField, PHONE_MASK, SelectField, TextField } from "@/components/form";
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from "@/lib/validation/pix-key";
import type { UserFormValues } from "./user-form-values";

const MASKS: Partial<Record<PixKeyType, FactoryArg>> = {
  CPF: { mask: "000.000.000-00" },
  CNPJ: { mask: "00.000.000/0000-00" },
  PHONE: PHONE_MASK,
};
const PLACEHOLDERS: Record<PixKeyType, string> = {
  CPF: "000.000.000-00",
  CNPJ: "00.000.000/0000-00",
  EMAIL: "nome@exemplo.com",
  PHONE: "(00) 00000-0000",
  EVP: "xxxxxxxx-xxxx-4xxx-xxxx-xxxxxxxxxxxx",
};
const OPTIONS = PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }));

/**
 * 'Tipo da chave' and 'Chave PIX': the key's input follows its type (mask for CPF, CNPJ
 * and celular, free text for e-mail and chave aleatória); the schemas validate and normalise.
 */
export function PixKeyFields<Out extends FieldValues>({ control, readOnly }: { control: Control<UserFormValues, unknown, Out>; readOnly: boolean }) {
  const type = useWatch({ control, name: "pixKeyType" }) as PixKeyType | "";
  const mask = type ? MASKS[type] : undefined;
  const common = { control, name: "pixKey" as const, label: "Chave PIX", readOnly };
  return (
    <>
      <SelectField control={control} name="pixKeyType" label="Tipo da chave" options={OPTIONS} placeholder="Selecione o tipo" disabled={readOnly} />
      {mask ? (
        <MaskedField key={type} {...common} mask={mask} placeholder={PLACEHOLDERS[type as PixKeyType]} hint={type === "PHONE" ? "O +55 é incluído automaticamente" : undefined} />
      ) : (
        <TextField key={type || "none"} {...common} placeholder={type ? PLACEHOLDERS[type] : undefined} />
      )}
    </>
  );
}
