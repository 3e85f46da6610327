import { passkeyRegistrationSchema, passkeyRenameSchema } from "@/lib/validation/passkeys";
import { z } from "@/lib/validation/zod";
import type { Operation } from "./operation";
import { dataOf, dateTime, nullableDateTime, success } from "./responses";

const BOTH = ["ADMIN", "EMPLOYEE"] as const;

const passkeyView = z
  .object({
    id: z.int(),
    name: z.string(),
    createdAt: dateTime(),
    lastUsedAt: nullableDateTime(),
  })
  .meta({ id: "Passkey" });

/** What `navigator.credentials.create`/`get` take (WebAuthn's JSON form); the browser reads it. */
const creationOptions = z
  .looseObject({
    challenge: z.string(),
    rp: z.looseObject({ id: z.string(), name: z.string() }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  })
  .meta({ id: "PasskeyCreationOptions" });
const requestOptions = z
  .looseObject({ challenge: z.string(), rpId: z.string() })
  .meta({ id: "PasskeyRequestOptions" });

const WEBAUTHN =
  "O navegador responde com `@simplewebauthn/browser` (`startRegistration`/`startAuthentication`) ou `navigator.credentials`; o desafio vale uma vez, por 5 minutos.";

export const passkeyOperations: Operation[] = [
  {
    method: "get",
    path: "/api/account/passkeys",
    tag: "Conta",
    roles: BOTH,
    summary: "Minhas chaves de acesso (nome, criação, último uso)",
    ok: { status: 200, schema: dataOf(passkeyView) },
  },
  {
    method: "post",
    path: "/api/account/passkeys/registration-options",
    tag: "Conta",
    roles: BOTH,
    summary: "Opções para criar uma chave de acesso no navegador",
    description: `${WEBAUTHN} Até 10 chaves por pessoa (409 além disso).`,
    ok: { status: 200, schema: creationOptions },
    errors: [409],
  },
  {
    method: "post",
    path: "/api/account/passkeys",
    tag: "Conta",
    roles: BOTH,
    summary: "Guardar a chave de acesso criada (com um nome)",
    description: `${WEBAUTHN} A sessão que a cria passa a contar como verificada em duas etapas.`,
    body: passkeyRegistrationSchema,
    example: {
      name: "Notebook do trabalho",
      response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: {} },
    },
    ok: { status: 201, schema: passkeyView },
    errors: [400, 409, 413],
  },
  {
    method: "patch",
    path: "/api/account/passkeys/{id}",
    tag: "Conta",
    roles: BOTH,
    summary: "Renomear uma chave de acesso",
    body: passkeyRenameSchema,
    example: { name: "Celular" },
    ok: { status: 200, schema: passkeyView },
    errors: [413],
  },
  {
    method: "delete",
    path: "/api/account/passkeys/{id}",
    tag: "Conta",
    roles: BOTH,
    summary: "Remover uma chave de acesso",
    description:
      "Exige uma sessão aberta há menos de 15 minutos (403 com a explicação, caso contrário).",
    ok: { status: 200, schema: success },
  },
  {
    method: "post",
    path: "/api/passkey-auth/options",
    tag: "Autenticação",
    summary: "Opções para entrar com uma chave de acesso (sem e-mail)",
    description: `${WEBAUTHN} A resposta do navegador vai ao provedor \`passkey\` do Auth.js (tela de login). Limitado por endereço de cliente (429).`,
    ok: { status: 200, schema: requestOptions },
    errors: [429],
  },
];
