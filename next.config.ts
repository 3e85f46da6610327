import type { NextConfig } from "next";
import { API_CSP, FIXED_HEADERS, PROXIED_API } from "./lib/server/security-policy";

const fixed = Object.entries(FIXED_HEADERS).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  // Lets several builds (e.g. parallel e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The production server is `node <distDir>/standalone/server.js`: Next.js's own server with only
  // the files it needs, which the container image copies (docs/deploy.md).
  output: "standalone",
  // Read at run time from the working directory, which the standalone server sets to its folder.
  outputFileTracingIncludes: { "*": ["./db/migrations/**"] },
  // PGlite ships 15 MB of WASM; bundling it would copy it into the public static folder.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  outputFileTracingExcludes: { "*": ["./data/**"] },
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` first; its browser tests' build need not check the types again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  // The /api answers the proxy does not run for (proxy.ts matcher, docs/decisions/0087); the
  // request id and HSTS are set by the route wrappers (lib/server/route.ts). Files set their own
  // stricter CSP.
  async headers() {
    return [
      // Referenced with its content's hash in the query (components/icons, decision 0130).
      {
        source: "/icons.svg",
        headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }],
      },
      { source: `/api/:path((?!${PROXIED_API}).*)`, headers: fixed },
      {
        source: `/api/:path((?!${PROXIED_API}|files/).*)`,
        headers: [{ key: "content-security-policy", value: API_CSP }],
      },
    ];
  },
};

export default nextConfig;
