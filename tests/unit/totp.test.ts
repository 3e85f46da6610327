import { describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { keyedHash, seal, unseal } from "@/lib/core/secret-box";

describe("otpauth against RFC 6238 (appendix B, SHA-1)", () => {
  // The RFC's SHA-1 seed is the ASCII "12345678901234567890"; its codes have 8 digits.
  const secret = OTPAuth.Secret.fromUTF8("12345678901234567890");
  const vectors: [number, string][] = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ];
  it.each(vectors)("T = %i s gives %s", (seconds, code) => {
    const totp = new OTPAuth.TOTP({ secret, digits: 8, period: 30, algorithm: "SHA1" });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(code);
    expect(totp.validate({ token: code, timestamp: seconds * 1000, window: 0 })).toBe(0);
  });
});

describe("secret box", () => {
  it("opens only with the same purpose and context, and never holds the plaintext", () => {
    const sealed = seal("test", "JBSWY3DPEHPK3PXP", "user:1");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(unseal("test", sealed, "user:1")).toBe("JBSWY3DPEHPK3PXP");
    expect(unseal("test", sealed, "user:2")).toBeNull();
    expect(unseal("other", sealed, "user:1")).toBeNull();
    expect(seal("test", "JBSWY3DPEHPK3PXP", "user:1")).not.toBe(sealed);
    const [v, iv, tag, body] = sealed.split(".");
    // One bit of the ciphertext's first byte (the last character may only carry padding bits).
    const bytes = Buffer.from(body, "base64url");
    bytes[0] ^= 1;
    const flipped = bytes.toString("base64url");
    expect(unseal("test", [v, iv, tag, flipped].join("."), "user:1")).toBeNull();
  });

  it("keyed hashes depend on AUTH_SECRET", () => {
    const before = keyedHash("test", "abc");
    const saved = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = "another-secret";
    try {
      expect(keyedHash("test", "abc")).not.toBe(before);
    } finally {
      process.env.AUTH_SECRET = saved;
    }
    expect(keyedHash("test", "abc")).toBe(before);
  });
});
