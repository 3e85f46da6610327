import { describe, expect, it } from "vitest";
import { maskDocument, maskPixKey } from "@/lib/format";
import {
  detectPixKey,
  normalizePixKey,
  PIX_KEY_MESSAGES,
  resolvePixKey,
} from "@/lib/validation/pix-key";
import { userCreateSchema } from "@/lib/validation/user";
import { crc16CcittFalse } from "../support/emv";

const UUID = "123e4567-e89b-42d3-a456-426614174000";

describe("typed PIX keys", () => {
  it("stores each type as the PIX directory writes it", () => {
    expect(normalizePixKey("CPF", "529.982.247-25")).toBe("52998224725");
    expect(normalizePixKey("CNPJ", "11.222.333/0001-81")).toBe("11222333000181");
    expect(normalizePixKey("EMAIL", " Ana.Souza@Exemplo.COM ")).toBe("ana.souza@exemplo.com");
    expect(normalizePixKey("PHONE", "+55 (21) 99876-5432")).toBe("+5521998765432");
    expect(normalizePixKey("PHONE", "(21) 99876-5432")).toBe("+5521998765432");
    expect(normalizePixKey("EVP", UUID.toUpperCase())).toBe(UUID);
  });

  it.each([
    ["CPF", "529.982.247-24"],
    ["CNPJ", "11.222.333/0001-80"],
    ["EMAIL", "ana@"],
    ["PHONE", "+55 (21) 3876-5432"],
    ["EVP", "123e4567-e89b-12d3-a456-426614174000"],
  ] as const)("refuses an invalid %s key with its own message", (type, value) => {
    expect(normalizePixKey(type, value)).toBeNull();
    expect(resolvePixKey(type, value)).toEqual({ error: PIX_KEY_MESSAGES[type] });
    const parsed = userCreateSchema.safeParse({
      email: "a@b.dev",
      firstName: "Ana",
      lastName: "Souza",
      phone: "21998765432",
      birthDate: "1990-01-01",
      profileId: 1,
      pixKeyType: type,
      pixKey: value,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(
      expect.objectContaining({ path: ["pixKey"], message: PIX_KEY_MESSAGES[type] }),
    );
  });

  it("reads legacy free-text keys as the first type they are valid for, or not at all", () => {
    expect(detectPixKey("529.982.247-25")).toEqual({ type: "CPF", key: "52998224725" });
    expect(detectPixKey("11222333000181")).toEqual({ type: "CNPJ", key: "11222333000181" });
    expect(detectPixKey("ANA@EXEMPLO.COM")).toEqual({ type: "EMAIL", key: "ana@exemplo.com" });
    expect(detectPixKey("21998765432")).toEqual({ type: "PHONE", key: "+5521998765432" });
    expect(detectPixKey(UUID)).toEqual({ type: "EVP", key: UUID });
    expect(detectPixKey("minha chave é o celular")).toBeNull();
  });

  it("masks documents and keys for lists and exports", () => {
    expect(maskDocument("12345678909")).toBe("***.456.789-**");
    expect(maskDocument("11222333000181")).toBe("**.222.333/0001-**");
    expect(maskDocument(null)).toBe("");
    expect(maskPixKey("12345678909")).toBe("***.456.789-**");
    expect(maskPixKey("ana.souza@exemplo.com")).toBe("an***@exemplo.com");
    expect(maskPixKey("+5521998765432")).toBe("+55 (21) *****-5432");
    expect(maskPixKey(UUID)).toBe("********-****-****-****-********4000");
    expect(maskPixKey("texto livre")).toBe("***");
  });

  it("computes the CRC16/CCITT-FALSE check value", () => {
    // The standard check value of the algorithm for the ASCII string '123456789'.
    expect(crc16CcittFalse("123456789")).toBe("29B1");
  });
});
