import { describe, expect, it } from "vitest";
import {
  ACCESS_KEY_MESSAGES,
  accessKeyCheckDigit,
  accessKeyProblem,
  accessKeySummary,
  isAccessKey,
  parseAccessKey,
} from "@/lib/validation/nfe-access-key";
import { accessKeyFromQrText, accessKeyFromText } from "@/lib/services/finance/receipt-reading";

/** A key from its first 43 characters, with the check digit computed. */
const keyOf = (first43: string) => `${first43}${accessKeyCheckDigit(first43)}`;
const withDigit = (key: string, digit: number) => `${key.slice(0, 43)}${digit}`;

// Published examples of real keys (NFC-e of Amazonas, 10/2018; NF-e of Rio de Janeiro, 03/2015).
const PUBLISHED_NFCE = "13181017921427000125650010000000309887251170";
const PUBLISHED_NFE = "33150308370779000149550010001100931002410775";

describe("NF-e/NFC-e access keys", () => {
  it("accepts published real keys and says what they carry", () => {
    expect(accessKeyProblem(PUBLISHED_NFCE)).toBeNull();
    expect(parseAccessKey(PUBLISHED_NFCE)).toEqual({
      key: PUBLISHED_NFCE,
      cnpj: "17.921.427/0001-25",
      state: "AM",
      month: "2018-10",
      model: "NFC-e",
      series: 1,
      number: 30,
    });
    expect(parseAccessKey(PUBLISHED_NFE)).toMatchObject({
      cnpj: "08.370.779/0001-49",
      state: "RJ",
      month: "2015-03",
      model: "NF-e",
      number: 110093,
    });
    expect(accessKeySummary(parseAccessKey(PUBLISHED_NFE)!)).toBe(
      "NF-e · CNPJ 08.370.779/0001-49 · RJ · 03/2015",
    );
  });

  it("computes the modulo-11 digit with weights 2..9 from the right, 0 when 10 or 11", () => {
    // Worked by hand: 43 zeros and a final 1 → sum 2 → 11 − 2 = 9.
    expect(accessKeyCheckDigit(`${"0".repeat(42)}1`)).toBe(9);
    // A sum divisible by 11 gives 11 − 0 = 11 → 0; remainder 1 gives 10 → 0.
    expect(accessKeyCheckDigit("0".repeat(43))).toBe(0);
    expect(accessKeyCheckDigit(`${"0".repeat(38)}20000`)).toBe(0); // 2 × 6 = 12, 12 mod 11 = 1
    expect(accessKeyCheckDigit(`${"0".repeat(37)}100000`)).toBe(4); // 1 × 7 = 7, 11 − 7 = 4
    expect(accessKeyCheckDigit(`${"0".repeat(34)}100000000`)).toBe(9); // weights restart: 1 × 2
  });

  it("accepts keys built with the check digit, typed with spaces between the groups of four", () => {
    const key = keyOf("3526111122233300018165001000004242112345678");
    expect(isAccessKey(key)).toBe(true);
    expect(isAccessKey(key.replace(/(.{4})/g, "$1 "))).toBe(true);
    expect(parseAccessKey(key)).toMatchObject({ state: "SP", month: "2026-11", number: 4242 });
  });

  it("refuses a wrong check digit, every other digit of it", () => {
    const digit = Number(PUBLISHED_NFCE[43]);
    for (let other = 0; other <= 9; other++) {
      if (other === digit) continue;
      expect(accessKeyProblem(withDigit(PUBLISHED_NFCE, other))).toBe(
        ACCESS_KEY_MESSAGES.checkDigit,
      );
    }
    // A swap of two neighbouring digits in the body is caught too (here, of the NF-e's CNPJ).
    const swapped = `${PUBLISHED_NFE.slice(0, 10)}${PUBLISHED_NFE[11]}${PUBLISHED_NFE[10]}${PUBLISHED_NFE.slice(12)}`;
    expect(swapped).not.toBe(PUBLISHED_NFE);
    expect(isAccessKey(swapped)).toBe(false);
  });

  it("refuses a wrong length, letters outside the CNPJ, an unknown state, month or model", () => {
    expect(accessKeyProblem(PUBLISHED_NFCE.slice(0, 43))).toBe(ACCESS_KEY_MESSAGES.length);
    expect(accessKeyProblem(`${PUBLISHED_NFCE}1`)).toBe(ACCESS_KEY_MESSAGES.length);
    expect(accessKeyProblem("")).toBe(ACCESS_KEY_MESSAGES.length);
    expect(accessKeyProblem(keyOf(`A${PUBLISHED_NFCE.slice(1, 43)}`))).toBe(
      ACCESS_KEY_MESSAGES.characters,
    );
    expect(accessKeyProblem(keyOf(`99${PUBLISHED_NFCE.slice(2, 43)}`))).toBe(
      ACCESS_KEY_MESSAGES.state,
    );
    expect(accessKeyProblem(keyOf(`1318${"13"}${PUBLISHED_NFCE.slice(6, 43)}`))).toBe(
      ACCESS_KEY_MESSAGES.month,
    );
    expect(
      accessKeyProblem(keyOf(`${PUBLISHED_NFCE.slice(0, 20)}57${PUBLISHED_NFCE.slice(22, 43)}`)),
    ).toBe(ACCESS_KEY_MESSAGES.model);
  });

  it("accepts the alphanumeric CNPJ of NT 2025.001, each letter worth its ASCII code minus 48", () => {
    const first43 = "35260712ABC34501DE3565001000000123112345678";
    const key = keyOf(first43);
    expect(parseAccessKey(key)).toMatchObject({ cnpj: "12.ABC.345/01DE-35", state: "SP" });
    // By hand: the letters count as A=17, B=18, C=19, D=20, E=21 in the weighted sum.
    let sum = 0;
    [...first43].reverse().forEach((char, i) => {
      sum += (char.charCodeAt(0) - 48) * ((i % 8) + 2);
    });
    expect(Number(key[43])).toBe(11 - (sum % 11) >= 10 ? 0 : 11 - (sum % 11));
    // Typed in lower case it is the same key; letters in the CNPJ's check digits are not.
    expect(isAccessKey(key.toLowerCase())).toBe(true);
    expect(accessKeyProblem(keyOf(`${first43.slice(0, 18)}A5${first43.slice(20)}`))).toBe(
      ACCESS_KEY_MESSAGES.characters,
    );
    expect(isAccessKey(withDigit(key, (Number(key[43]) + 1) % 10))).toBe(false);
  });
});

describe("finding the key in what a receipt carries", () => {
  it("takes the key from an NFC-e QR URL (p= or chNFe=), or a bare key", () => {
    const url = `https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx?p=${PUBLISHED_NFCE}|2|1|1|ABCDEF`;
    expect(accessKeyFromQrText(url)).toBe(PUBLISHED_NFCE);
    expect(
      accessKeyFromQrText(
        `http://nfce.sefaz.am.gov.br/consulta?chNFe=${PUBLISHED_NFCE}&nVersao=100`,
      ),
    ).toBe(PUBLISHED_NFCE);
    expect(accessKeyFromQrText(PUBLISHED_NFCE)).toBe(PUBLISHED_NFCE);
    expect(
      accessKeyFromQrText(`https://x.gov.br/?p=${withDigit(PUBLISHED_NFCE, 1)}|2|1|1|A`),
    ).toBeNull();
    expect(accessKeyFromQrText("https://exemplo.com.br/cardapio")).toBeNull();
  });

  it("finds a valid key printed in groups of four among other numbers", () => {
    const grouped = PUBLISHED_NFE.replace(/(.{4})(?=.)/g, "$1 ");
    const text = `CNPJ 08.370.779/0001-49 Nº 000.110.093 CHAVE DE ACESSO ${grouped} Protocolo 333150000123456`;
    expect(accessKeyFromText(text)).toBe(PUBLISHED_NFE);
    expect(accessKeyFromText(`chave ${PUBLISHED_NFCE} fim`)).toBe(PUBLISHED_NFCE);
    expect(accessKeyFromText(`chave ${withDigit(PUBLISHED_NFCE, 3)} fim`)).toBeNull();
  });
});
