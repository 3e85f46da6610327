import { describe, expect, it } from "vitest";
import { verifiedCache } from "@/lib/core/verified-cache";

/** A verifier that counts its calls; tokens starting with "ok" verify, expiring at `exp`. */
function counting(exp: number | undefined = Date.now() / 1000 + 3600) {
  const calls: string[] = [];
  const verify = async (token: string) => {
    calls.push(token);
    return token.startsWith("ok") ? { sub: token, exp } : null;
  };
  return { calls, verify };
}

describe("verifiedCache", () => {
  it("checks a valid credential once and answers the same claims after", async () => {
    const { calls, verify } = counting();
    const claims = verifiedCache(verify);
    const first = await claims("ok-a");
    expect(await claims("ok-a")).toBe(first);
    expect(calls).toEqual(["ok-a"]);
  });

  it("never keeps a credential that failed: each try is checked again", async () => {
    const { calls, verify } = counting();
    const claims = verifiedCache(verify);
    expect(await claims("forged")).toBeNull();
    expect(await claims("forged")).toBeNull();
    expect(calls).toEqual(["forged", "forged"]);
  });

  it("refuses a remembered credential once it has expired", async () => {
    const { verify } = counting(Date.now() / 1000 + 0.05);
    const claims = verifiedCache(verify);
    expect(await claims("ok-short")).not.toBeNull();
    await new Promise((r) => setTimeout(r, 80));
    expect(await claims("ok-short")).toBeNull();
  });

  it("holds at most `max` credentials, forgetting the oldest", async () => {
    const { calls, verify } = counting();
    const claims = verifiedCache(verify, 2);
    await claims("ok-1");
    await claims("ok-2");
    await claims("ok-3");
    await claims("ok-3");
    await claims("ok-2");
    expect(calls).toEqual(["ok-1", "ok-2", "ok-3"]);
    await claims("ok-1");
    expect(calls).toEqual(["ok-1", "ok-2", "ok-3", "ok-1"]);
  });
});
