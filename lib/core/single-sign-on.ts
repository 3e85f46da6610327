/**
 * The pure parts of single sign-on with the organisation's OpenID Connect provider (decision
 * 0118): reading the ID token's claims, the `amr` rule for a second factor, the messages the
 * login screen shows. The configuration is lib/core/env.ts (`oidcConfig`), the sign-in itself
 * lib/services/single-sign-on.ts.
 */

/**
 * RFC 8176 methods that are a second factor on their own or say several were used: a session
 * opened with one of them counts as two-factor. "pwd", "kba", "pin", "user", "wia", "geo",
 * "rba" alone do not.
 */
export const MULTI_FACTOR_AMR = [
  "mfa",
  "mca",
  "otp",
  "sms",
  "tel",
  "hwk",
  "swk",
  "sc",
  "fpt",
  "face",
  "iris",
  "retina",
  "vbm",
] as const;

const multiFactor = new Set<string>(MULTI_FACTOR_AMR);

/** Whether the ID token's `amr` claim shows the provider checked more than a password. */
export function amrIsMultiFactor(amr: unknown): boolean {
  return (
    Array.isArray(amr) &&
    amr.some((method) => typeof method === "string" && multiFactor.has(method))
  );
}

/** What Membros reads from the ID token. */
export type OidcIdentity = {
  /** Trimmed and lower-cased, as the accounts are matched; null when the token has none. */
  email: string | null;
  /** Only a literal `true` counts: a string "true" or an absent claim does not. */
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  phone: string | null;
  birthDate: string | null;
  twoFactor: boolean;
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function oidcIdentity(claims: Record<string, unknown>): OidcIdentity {
  const email = text(claims.email).toLowerCase();
  return {
    email: email || null,
    // Entra ID sends no email_verified for organisational accounts; its optional claim xms_edov
    // (the e-mail's domain is verified by the tenant) stands in only when email_verified is absent.
    emailVerified:
      claims.email_verified === true ||
      (claims.email_verified === undefined && claims.xms_edov === true),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    phone: text(claims.phone_number) || null,
    birthDate: text(claims.birthdate) || null,
    twoFactor: amrIsMultiFactor(claims.amr),
  };
}

/** Why a single sign-on was refused; the login page reads it from `?error=`. */
export type OidcRefusal = "unverified" | "unknown" | "deactivated" | "incomplete" | "profile";

const REFUSALS: Record<OidcRefusal, string> = {
  unverified:
    "O provedor da sua organização não confirmou este e-mail. Confirme o e-mail lá ou fale com um administrador.",
  unknown:
    "Nenhuma conta com este e-mail. Peça a um administrador para criar a sua conta no Membros.",
  deactivated: "Esta conta está desativada. Fale com um administrador.",
  incomplete:
    "O provedor da sua organização não informou nome e sobrenome válidos (pelo menos 3 letras cada). Peça a um administrador para criar a sua conta.",
  profile: "Perfil não encontrado",
};

/**
 * The message for `/login?error=…`: a refusal of ours, or any error Auth.js sends there
 * (a failed state or nonce check, a provider that does not answer, a cancelled sign-in).
 */
export function signInErrorMessage(code: string | undefined, providerName: string): string | null {
  if (!code) return null;
  if (Object.hasOwn(REFUSALS, code)) return REFUSALS[code as OidcRefusal];
  if (code === "CredentialsSignin") return null;
  return `Não foi possível entrar com ${providerName}. Tente de novo; se continuar, fale com um administrador.`;
}

export const passwordSignInDisabled = (providerName: string) =>
  `O acesso com senha está desativado nesta organização: entre com ${providerName}.`;
