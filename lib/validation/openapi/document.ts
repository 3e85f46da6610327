import { API_SCOPES, SCOPE_LABELS, scopeFor, SESSION_ONLY } from "@/lib/core/scopes";
import { toJSONSchema } from "zod";
import type { z } from "@/lib/validation/zod";
import { auditOperations } from "./audit";
import { certificateOperations } from "./certificates";
import { contentOperations } from "./content";
import { financeOperations } from "./finance";
import { financePolicyOperations } from "./finance-policies";
import { integrationOperations } from "./integrations";
import type { Operation } from "./operation";
import { passkeyOperations } from "./passkeys";
import { meetingOperations } from "./meetings";
import { peopleOperations } from "./people";
import { quizOperations } from "./quizzes";
import { screenOperations } from "./screens";
import { errorEnvelope } from "./responses";

/** Every documented operation; the contract test compares them with app/api/**\/route.ts. */
export const operations: Operation[] = [
  ...peopleOperations,
  ...screenOperations,
  ...meetingOperations,
  ...financeOperations,
  ...financePolicyOperations,
  ...contentOperations,
  ...quizOperations,
  ...certificateOperations,
  ...integrationOperations,
  ...auditOperations,
  ...passkeyOperations,
];

type JsonSchema = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: "Dados inválidos: `errors` diz o problema de cada campo",
  401: "Sem credencial válida (token ausente, revogado ou expirado)",
  403: "O perfil ou os escopos do token não permitem",
  404: "Registro não encontrado (ou de outra pessoa)",
  409: "Conflito: o registro mudou de estado, ou o valor já existe",
  413: "Corpo grande demais (JSON acima de 1 MB, arquivo acima de 5 MB)",
  415: "Tipo de arquivo não suportado",
  429: "Muitas tentativas: veja `Retry-After`",
  503: "Sistema sobrecarregado: tente de novo após `Retry-After`",
};

/**
 * zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect). Schemas named with `.meta({ id })` are
 * moved to `components.schemas` and referred to from there.
 */
function converter(components: Record<string, JsonSchema>) {
  return (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
    const json = toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      reused: "inline",
    }) as JsonSchema;
    // The dialect is the document's (jsonSchemaDialect), so each schema drops its `$schema`.
    const { $defs, ...rest } = json;
    delete rest.$schema;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>))
      components[name] ??= relink(definition);
    return relink(rest);
  };
}

const relink = (json: JsonSchema): JsonSchema =>
  JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'));

/** One path parameter per `{name}` of the path: ids are integers, the calendar token a string. */
const pathParameters = (path: string) =>
  [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema:
      name === "token"
        ? { type: "string", example: "3f9c1b7e.ics" }
        : name === "code"
          ? { type: "string", example: "7K3QX9M2D4HT8VZP1RB6NC5WEA" }
          : { type: "integer", minimum: 1, example: 1 },
  }));

function queryParameters(json: JsonSchema, examples: Record<string, string> = {}) {
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
    ...(name in examples ? { example: examples[name] } : {}),
  }));
}

function errorCodes(operation: Operation): number[] {
  const codes = new Set(operation.errors ?? []);
  if (operation.roles) [401, 403, 503].forEach((c) => codes.add(c));
  if (operation.query || operation.body || operation.multipart) codes.add(400);
  if (operation.path.includes("{")) codes.add(404);
  return [...codes].sort();
}

function operationObject(operation: Operation, convert: ReturnType<typeof converter>) {
  const scope = operation.roles ? scopeFor(operation.method.toUpperCase(), operation.path) : null;
  const who = operation.roles
    ? `Perfis: ${operation.roles.join(", ")}. ${scope === SESSION_ONLY ? "Só com sessão de pessoa (tokens de API recebem 403)." : `Escopo do token de API: \`${scope}\`.`}`
    : "Sem autenticação.";
  const content: Record<string, unknown> = {};
  if (operation.body)
    content["application/json"] = {
      schema: convert(operation.body, "input"),
      ...(operation.example !== undefined ? { example: operation.example } : {}),
    };
  if (operation.multipart)
    content["multipart/form-data"] = { schema: convert(operation.multipart, "input") };
  const okContent = operation.ok.schema
    ? { "application/json": { schema: convert(operation.ok.schema, "output") } }
    : operation.ok.media
      ? { [operation.ok.media]: { schema: { type: "string", format: "binary" } } }
      : undefined;
  const responses: Record<string, unknown> = {
    [operation.ok.status]: {
      description: operation.ok.description ?? "Sucesso",
      ...(okContent ? { content: okContent } : {}),
    },
  };
  for (const code of errorCodes(operation))
    responses[code] = { $ref: `#/components/responses/E${code}` };
  return {
    operationId: `${operation.method}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, who].filter(Boolean).join("\n\n"),
    ...(operation.roles ? { security: [{ bearer: [] }], "x-scope": scope } : { security: [] }),
    parameters: [
      ...pathParameters(operation.path),
      ...(operation.query
        ? queryParameters(convert(operation.query, "input"), operation.queryExample)
        : []),
    ],
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the REST API, built from the same zod schemas the routes use. */
export function openApiDocument(serverUrl = "/"): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = {};
  const convert = converter(schemas);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations)
    (paths[operation.path] ??= {})[operation.method] = operationObject(operation, convert);
  const errorSchema = convert(errorEnvelope, "output");
  const responses = Object.fromEntries(
    Object.entries(ERROR_TEXT).map(([code, description]) => [
      `E${code}`,
      { description, content: { "application/json": { schema: errorSchema } } },
    ]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Membros API",
      version: "1.0.0",
      description: [
        "A API REST da área de membros. Autentique com `Authorization: Bearer <token>`: crie um token de API em **Configurações › Integrações** (administradores).",
        `Escopos: ${API_SCOPES.map((s) => `\`${s}\` (${SCOPE_LABELS[s]})`).join("; ")}.`,
        "Listas respondem `{ data, meta }`; erros respondem `{ message, errors? }`. Dinheiro em reais com duas casas; datas em ISO 8601.",
      ].join("\n\n"),
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "Token de API (`mbr_…`) ou o token de `POST /api/auth`",
        },
      },
    },
  };
}
