import { z } from "@/lib/validation/zod";

export const PASSKEY_NAME_REQUIRED = "Dê um nome à chave de acesso";
export const PASSKEY_NAME_MAX = 60;
/** Passkeys one person may hold. */
export const MAX_PASSKEYS = 10;

/** The name a person gives a passkey ('Notebook', 'Celular'). */
export const passkeyName = z
  .string({ error: PASSKEY_NAME_REQUIRED })
  .trim()
  .min(1, PASSKEY_NAME_REQUIRED)
  .max(PASSKEY_NAME_MAX, `O nome pode ter até ${PASSKEY_NAME_MAX} caracteres`)
  .meta({ example: "Notebook do trabalho" });

export const passkeyRenameSchema = z.object({ name: passkeyName });

const INVALID_RESPONSE = "Resposta do navegador inválida";

/** A base64url field of a WebAuthn answer, bounded so a crafted one cannot grow the work. */
const base64url = (max: number) =>
  z
    .string({ error: INVALID_RESPONSE })
    .min(1, INVALID_RESPONSE)
    .max(max, INVALID_RESPONSE)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID_RESPONSE);

/** What `navigator.credentials` answered, as @simplewebauthn/browser hands it over. */
const credentialShape = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key", { error: INVALID_RESPONSE }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const registrationResponseSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(65536),
    authenticatorData: base64url(8192).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
});

/** `POST /api/account/passkeys`: the name and the browser's answer to the registration options. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyName,
  response: registrationResponseSchema,
});
export type PasskeyRegistrationInput = z.input<typeof passkeyRegistrationSchema>;
