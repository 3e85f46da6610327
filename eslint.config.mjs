import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Tests read untyped JSON bodies of the API they probe.
  { files: ["tests/**", "e2e/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  { ignores: ["node_modules/**", ".next*/**", "data/**", "db/migrations/**", "playwright-report/**", "test-results/**", "next-env.d.ts"] },
];

export default config;
