/**
 * Typed PIX keys, stored as the PIX directory (DICT) writes them: CPF and CNPJ as digits,
 * e-mail in lower case, celular as `+55` + DDD + 9 digits, a random key (EVP) as a lower-case
 * UUID v4. Shared by the forms, the services and the start-up migration of free-text keys.
 */
export const PIX_KEY_TYPES = ["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  CPF: "CPF",
  CNPJ: "CNPJ",
  EMAIL: "E-mail",
  PHONE: "Celular",
  EVP: "Chave aleatória",
};
