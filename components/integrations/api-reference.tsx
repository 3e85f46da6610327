"use client";

import dynamic from "next/dynamic";
import "@scalar/api-reference-react/style.css";

/**
 * Scalar's reference, loaded in its own chunk and only in the browser (it is a Vue app inside a
 * React wrapper). Everything comes from this app: the document from /api/openapi.json, no
 * fonts from Scalar's CDN, no telemetry, no AI agent, no request proxy; so the page works offline
 * and under the nonce CSP (its styles are inline, which the CSP allows).
 */
const ApiReferenceReact = dynamic(
  () => import("@scalar/api-reference-react").then((m) => m.ApiReferenceReact),
  {
    ssr: false,
    loading: () => <p style={{ padding: 24 }}>Carregando a documentação…</p>,
  },
);

export function ApiReference() {
  return (
    <ApiReferenceReact
      configuration={{
        url: "/api/openapi.json",
        withDefaultFonts: false,
        telemetry: false,
        // No "Ask AI" (it calls Scalar's servers) and no Scalar-account toolbar.
        agent: { disabled: true },
        showDeveloperTools: "never",
        hideClientButton: false,
        darkMode: true,
        hideDarkModeToggle: false,
        defaultOpenFirstTag: true,
        metaData: { title: "Membros API" },
      }}
    />
  );
}
