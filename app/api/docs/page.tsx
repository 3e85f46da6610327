import type { Metadata } from "next";
import { ApiReference } from "@/components/integrations/api-reference";

export const metadata: Metadata = { title: "Documentação da API" };

/**
 * `/api/docs`: the API reference, read from `/api/openapi.json`. Public like the document
 * itself: a developer reads it before having a token.
 */
export default function ApiDocsPage() {
  return <ApiReference />;
}
