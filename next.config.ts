import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Lets several builds (e.g. parallel e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships 15 MB of WASM; bundling it would copy it into the public static folder.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  outputFileTracingExcludes: { "*": ["./data/**"] },
  poweredByHeader: false,
};

export default nextConfig;
