import { publicRoute } from "@/lib/server/route";
import { openApiDocument } from "@/lib/validation/openapi/document";

let built: Record<string, unknown> | undefined;

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document (built once per process), public so a client
 * can read it before it has a token.
 */
export const GET = publicRoute(async () => (built ??= openApiDocument()));
