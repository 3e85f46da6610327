"use client";

import type { FactoryArg } from "imask";
import { useWatch, type Control, type FieldValues, type Path } from "react-hook-form";
import { MaskedField, PHONE_MASK, SelectField, TextField } from "@/components/form";
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from "@/lib/validation/pix-key";

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
// The two forms that show these fields (the person form, /register) hold pixKey and pixKeyType
// among different other fields; both names exist in each.
export function PixKeyFields<V extends FieldValues, Out extends FieldValues>({
  control,
  readOnly,
}: {
  control: Control<V, unknown, Out>;
  readOnly: boolean;
}) {
  const typeName = "pixKeyType" as Path<V>;
  const type = useWatch({ control, name: typeName }) as PixKeyType | "";
  const mask = type ? MASKS[type] : undefined;
  const common = { control, name: "pixKey" as Path<V>, label: "Chave PIX", readOnly };
  return (
    <>
      <SelectField
        control={control}
        name={typeName}
        label="Tipo da chave"
        options={OPTIONS}
        placeholder="Selecione o tipo"
        disabled={readOnly}
      />
      {mask ? (
        <MaskedField
          key={type}
          {...common}
          mask={mask}
          placeholder={PLACEHOLDERS[type as PixKeyType]}
          hint={type === "PHONE" ? "O +55 é incluído automaticamente" : undefined}
        />
      ) : (
        <TextField
          key={type || "none"}
          {...common}
          placeholder={type ? PLACEHOLDERS[type] : undefined}
        />
      )}
    </>
  );
}
