import { unstable_doesMiddlewareMatch as proxyRunsFor } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { config as proxyConfig } from "@/proxy";
import { API_CSP, FIXED_HEADERS, PROXIED_API } from "@/lib/server/security-policy";

// Apart from the route tests: Next's testing helper changes the runtime they need.
describe("API answers skip the proxy and keep the headers (decision 0087)", () => {
  it("the proxy runs for pages, the API reference and Auth.js, not for the API's data routes", () => {
    // The matcher is a literal (Next reads it at build time): it must spell the shared list.
    expect(proxyConfig.matcher[0]).toContain(`api/(?!${PROXIED_API})`);
    const runs = (url: string) => proxyRunsFor({ config: proxyConfig, url });
    for (const url of [
      "/login",
      "/admin/payments",
      "/collaborator/home",
      "/api/docs",
      "/api/auth/session",
      "/api/auth/callback/credentials",
      "/",
    ])
      expect(runs(url), url).toBe(true);
    for (const url of [
      "/api/user",
      "/api/payment-admin",
      "/api/collaborator/payments",
      "/api/files/1",
      "/api/docsx",
      "/api/nao-existe",
      "/_next/static/chunks/a.js",
    ])
      expect(runs(url), url).toBe(false);
  });

  it("next.config.ts gives every API answer the fixed headers and the API CSP, files their own CSP", async () => {
    const rules = await nextConfig.headers!();
    const headersFor = (path: string) => {
      const found: Record<string, string> = {};
      for (const rule of rules) {
        // Next compiles `source` with path-to-regexp; ":path(<re>)" here is one named group.
        const re = new RegExp(`^${rule.source.replace(/:path\((.*)\)$/, "($1)")}$`);
        if (re.test(path)) for (const { key, value } of rule.headers) found[key] = value;
      }
      return found;
    };
    for (const path of ["/api/user", "/api/payment-admin/1/finish", "/api/nao-existe"])
      expect(headersFor(path)).toEqual({ ...FIXED_HEADERS, "content-security-policy": API_CSP });
    expect(headersFor("/api/files/1")).toEqual(FIXED_HEADERS);
    for (const path of ["/api/docs", "/api/auth/session", "/login"])
      expect(headersFor(path)).toEqual({});
  });
});
