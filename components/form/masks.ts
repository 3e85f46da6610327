import type { FactoryArg } from "imask";

/** Input masks of spec §5: phone (00) 00000-0000, CPF 000.000.000-00 growing into a CNPJ. */
export const PHONE_MASK: FactoryArg = { mask: "(00) 00000-0000" };
export const DOCUMENT_MASK: FactoryArg = {
  mask: [{ mask: "000.000.000-00" }, { mask: "00.000.000/0000-00" }],
};
export const DATE_MASK: FactoryArg = { mask: "00/00/0000" };
