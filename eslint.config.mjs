import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layer order of docs/decisions/0006-layers.md, lowest first:
// db/ → lib/core → lib/services (and lib/seed) → lib/server, app/, components/.
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: forbidden.map((group) => ({ group: [group, `${group}/**`], message: why })) },
    ],
  },
});

const config = [
  ...nextVitals,
  ...nextTs,
  // Import cycles (type-only imports included) are checked by `npm run check:cycles` (dpdm).
  layer(
    ["db/**"],
    ["@/lib", "@/app", "@/components", "@/auth", "@/auth.config"],
    "db/ is the lowest layer: schema, migrations and client only.",
  ),
  layer(
    ["lib/core/**"],
    ["@/lib/services", "@/lib/seed", "@/lib/server", "@/app", "@/components", "@/auth"],
    "lib/core sits below the services.",
  ),
  layer(
    ["lib/services/**", "lib/seed/**"],
    ["@/lib/server", "@/app", "@/components", "@/auth"],
    "Services are called by adapters, never the other way round.",
  ),
  layer(
    ["components/**"],
    ["@/app", "@/db"],
    "Components are UI only: they import server actions from lib/actions and never touch the database.",
  ),
  // Icons come from the sprite (components/icons, decision 0130); only its generator reads the package.
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["components/icons/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@radix-ui/react-icons",
              message: 'Import the icon from "@/components/icons" (the sprite, decision 0130).',
            },
          ],
        },
      ],
    },
  },
  // A form submitted before its JavaScript has run (a tap while the page still loads) goes where
  // its markup says. Without `method` or a server action that is a GET to the page itself, with
  // every field (a password too) in the URL, the history and the access log (decision 0090).
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name=/^(method|action)$/]))",
          message:
            'Give the form method="post" (or a server action as its action), or method="get" for filters that belong in the URL.',
        },
      ],
    },
  },
  // Tests read untyped JSON bodies of the API they probe.
  { files: ["tests/**", "e2e/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  {
    ignores: [
      "node_modules/**",
      ".next*/**",
      "data/**",
      "db/migrations/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
      ".tmp/**",
    ],
  },
];

export default config;
