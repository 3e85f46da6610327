import { z } from "@/lib/validation/zod";

/**
 * The access key (chave de acesso) of an NF-e (model 55) or NFC-e (model 65): 44 characters,
 *
 *   cUF(2) AAMM(4) CNPJ(14) mod(2) série(3) nNF(9) tpEmis(1) cNF(8) cDV(1)
 *
 * The CNPJ may be the alphanumeric one of NT 2025.001 (A–Z or 0–9 in its first 12 positions,
 * digits in its last 2). The check digit is modulo 11 over the first 43 characters, each worth
 * its ASCII code minus 48 (so a digit is itself and 'A' is 17), weighted 2..9 from the right and
 * restarting; DV = 11 − (sum mod 11), or 0 when that is 10 or 11. Pure: used by the server, the
 * readers of QR codes and PDFs, and the screens.
 */

export const ACCESS_KEY_LENGTH = 44;

/** IBGE codes of the states, as the key's first two digits carry them. */
export const UF_BY_IBGE_CODE: Readonly<Record<string, string>> = {
  "11": "RO",
  "12": "AC",
  "13": "AM",
  "14": "RR",
  "15": "PA",
  "16": "AP",
  "17": "TO",
  "21": "MA",
  "22": "PI",
  "23": "CE",
  "24": "RN",
  "25": "PB",
  "26": "PE",
  "27": "AL",
  "28": "SE",
  "29": "BA",
  "31": "MG",
  "32": "ES",
  "33": "RJ",
  "35": "SP",
  "41": "PR",
  "42": "SC",
  "43": "RS",
  "50": "MS",
  "51": "MT",
  "52": "GO",
  "53": "DF",
};

const MODELS: Readonly<Record<string, "NF-e" | "NFC-e">> = { "55": "NF-e", "65": "NFC-e" };

/** Digits, except the CNPJ's first 12 positions (7–18 of the key), which may be letters. */
const SHAPE = /^\d{6}[0-9A-Z]{12}\d{26}$/;

export const ACCESS_KEY_MESSAGES = {
  length: "A chave de acesso tem 44 caracteres",
  characters: "A chave de acesso tem apenas números (e letras no CNPJ alfanumérico)",
  state: "Código de estado (UF) inválido na chave de acesso",
  month: "Mês de emissão inválido na chave de acesso",
  model: "A chave de acesso não é de NF-e (modelo 55) nem de NFC-e (modelo 65)",
  checkDigit: "Dígito verificador da chave de acesso não confere",
} as const;

/** What a valid key tells about the invoice, shown beside the receipt. */
export type AccessKeyInfo = {
  key: string;
  /** The issuer's CNPJ, formatted: 12.345.678/0001-95 (or the alphanumeric 12.ABC.345/01DE-35). */
  cnpj: string;
  /** The state's abbreviation (SP, RS…). */
  state: string;
  /** The month of issue, `AAAA-MM`. */
  month: string;
  model: "NF-e" | "NFC-e";
  series: number;
  number: number;
};

/** Spaces, dots, dashes and slashes (as keys are printed in groups of four) out; upper case. */
export const normalizeAccessKey = (raw: string): string =>
  raw.replace(/[\s.\-/]/g, "").toUpperCase();

/** The check digit of the first 43 characters of a key (ASCII code − 48, weights 2..9). */
export function accessKeyCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += (first43.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}

/** The pt-BR reason a typed key is not a valid NF-e/NFC-e key, or null when it is. */
export function accessKeyProblem(raw: string): string | null {
  const key = normalizeAccessKey(raw);
  if (key.length !== ACCESS_KEY_LENGTH) return ACCESS_KEY_MESSAGES.length;
  if (!SHAPE.test(key)) return ACCESS_KEY_MESSAGES.characters;
  if (!UF_BY_IBGE_CODE[key.slice(0, 2)]) return ACCESS_KEY_MESSAGES.state;
  const month = Number(key.slice(4, 6));
  if (month < 1 || month > 12) return ACCESS_KEY_MESSAGES.month;
  if (!MODELS[key.slice(20, 22)]) return ACCESS_KEY_MESSAGES.model;
  if (accessKeyCheckDigit(key.slice(0, 43)) !== Number(key[43]))
    return ACCESS_KEY_MESSAGES.checkDigit;
  return null;
}

export const isAccessKey = (raw: string): boolean => accessKeyProblem(raw) === null;

const formatCnpj = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

/** What a valid key says (issuer, state, month, model, series, number); null when invalid. */
export function parseAccessKey(raw: string): AccessKeyInfo | null {
  if (!isAccessKey(raw)) return null;
  const key = normalizeAccessKey(raw);
  return {
    key,
    cnpj: formatCnpj(key.slice(6, 20)),
    state: UF_BY_IBGE_CODE[key.slice(0, 2)],
    month: `20${key.slice(2, 4)}-${key.slice(4, 6)}`,
    model: MODELS[key.slice(20, 22)],
    series: Number(key.slice(22, 25)),
    number: Number(key.slice(25, 34)),
  };
}

/** 'NFC-e · CNPJ 12.345.678/0001-95 · SP · 11/2026': the line shown beside a receipt. */
export const accessKeySummary = (info: AccessKeyInfo): string =>
  `${info.model} · CNPJ ${info.cnpj} · ${info.state} · ${info.month.slice(5)}/${info.month.slice(0, 4)}`;

/** The key in groups of four, as a DANFE prints it. */
export const groupedAccessKey = (key: string): string => key.replace(/(.{4})(?=.)/g, "$1 ");

/** `{ accessKey }`: a key typed on a receipt (spaces allowed), or null to clear it. */
export const receiptAccessKeySchema = z.object({
  accessKey: z
    .string({ error: ACCESS_KEY_MESSAGES.length })
    .transform(normalizeAccessKey)
    .superRefine((key, ctx) => {
      const problem = accessKeyProblem(key);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .nullable(),
});
