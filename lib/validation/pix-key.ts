import { isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { z } from "@/lib/validation/zod";
import { PIX_KEY_TYPES, type PixKeyType } from "./pix-key-types";

// The key types and their labels live without zod (the PIX dialog shows them in the browser).
export { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from "./pix-key-types";

export const PIX_KEY_MESSAGES: Record<PixKeyType, string> = {
  CPF: "CPF inválido",
  CNPJ: "CNPJ inválido",
  EMAIL: "E-mail inválido",
  PHONE: "Celular inválido: use +55, o DDD e os 9 dígitos",
  EVP: "Chave aleatória inválida: use o UUID gerado pelo banco",
};
export const PIX_KEY_UNKNOWN = "Chave PIX inválida: escolha o tipo e confira o valor";
export const PIX_KEY_TYPE_INVALID = "Tipo de chave PIX inválido";

/** The input mask of each type (react-imask syntax); e-mail and random keys are free text. */
export const PIX_KEY_MASKS: Partial<Record<PixKeyType, string>> = {
  CPF: "000.000.000-00",
  CNPJ: "00.000.000/0000-00",
  PHONE: "+55 (00) 00000-0000",
};

const digits = (value: string) => value.replace(/\D/g, "");
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const emailSchema = z.string().email().max(77);

/** The stored form of `raw` as a key of `type`, or null when it is not a valid key of that type. */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  switch (type) {
    case "CPF": {
      const keyDigits = digits(value);
      return /^[\d.\-\s]+$/.test(value) && keyDigits.length === 11 && isValidCpf(keyDigits)
        ? keyDigits
        : null;
    }
    case "CNPJ": {
      const keyDigits = digits(value);
      return /^[\d./\-\s]+$/.test(value) && keyDigits.length === 14 && isValidCnpj(keyDigits)
        ? keyDigits
        : null;
    }
    case "EMAIL": {
      const email = value.toLowerCase();
      return emailSchema.safeParse(email).success ? email : null;
    }
    case "PHONE": {
      if (!/^\+?[\d()\-\s]+$/.test(value)) return null;
      let keyDigits = digits(value);
      if (keyDigits.length === 11) keyDigits = `55${keyDigits}`;
      // 55 + DDD (11..99, no zero) + a 9-digit mobile number starting with 9.
      return /^55[1-9][1-9]9\d{8}$/.test(keyDigits) ? `+${keyDigits}` : null;
    }
    case "EVP":
      return UUID_V4.test(value) ? value.toLowerCase() : null;
  }
}

export type TypedPixKey = { type: PixKeyType; key: string };

/**
 * A free-text key read as the first type it is valid for (legacy keys and API clients that send
 * no type): a UUID, an e-mail, `+55…` a celular, 14 digits a CNPJ, 11 digits a CPF, else a celular.
 */
export function detectPixKey(raw: string): TypedPixKey | null {
  const value = raw.trim();
  const order: PixKeyType[] = value.startsWith("+")
    ? ["PHONE"]
    : ["EVP", "EMAIL", "CNPJ", "CPF", "PHONE"];
  for (const type of order) {
    const key = normalizePixKey(type, value);
    if (key) return { type, key };
  }
  return null;
}

/** The typed key of a form or API body, or the message to show on `pixKey`. */
export function resolvePixKey(
  type: string | undefined | null,
  raw: string,
): TypedPixKey | { error: string } {
  if (type) {
    if (!(PIX_KEY_TYPES as readonly string[]).includes(type))
      return { error: PIX_KEY_TYPE_INVALID };
    const key = normalizePixKey(type as PixKeyType, raw);
    return key
      ? { type: type as PixKeyType, key }
      : { error: PIX_KEY_MESSAGES[type as PixKeyType] };
  }
  return detectPixKey(raw) ?? { error: PIX_KEY_UNKNOWN };
}

/**
 * Object-level check for the person schemas (a refinement, so it runs after `.partial()`):
 * a non-empty `pixKey` must be valid for its `pixKeyType` (or detectable when no type is sent).
 */
export function checkPixKey(
  value: { pixKey?: string | null; pixKeyType?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!value.pixKey) return;
  const resolved = resolvePixKey(value.pixKeyType, value.pixKey);
  if ("error" in resolved)
    ctx.addIssue({ code: "custom", path: ["pixKey"], message: resolved.error });
}

export { isPixPayable } from "@/lib/kinds/finance";
