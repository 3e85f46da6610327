import "server-only";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { EncryptJWT, jwtDecrypt } from "jose";
import { getDb } from "@/db";
import { emailOutbox, profiles, users } from "@/db/schema";
import { AppError, badRequest, forbidden, tooManyRequests } from "@/lib/core/errors";
import { appUrl, authSecret, mailConfig, registrationEnabled } from "@/lib/core/env";
import { parseWith } from "@/lib/core/input";
import { hashPassword } from "@/lib/core/password";
import { assertAcceptablePassword } from "@/lib/core/password-policy";
import { registerSchema } from "@/lib/validation/user";
import { renderEmail } from "./notifications/email-text";
import { recordEvent, retryAfterSeconds } from "./throttle";
import { insertPerson } from "./users";
import { logger } from "@/lib/core/log";

/**
 * Self-registration with e-mail confirmation (docs/decisions/0038). Registering answers the same
 * message whether the e-mail is free or taken, and creates nothing: a free e-mail receives a
 * confirmation link, a taken one a notice to its owner. The account is created when the link is
 * followed. The link carries the typed data encrypted and authenticated (JWE, a key derived from
 * AUTH_SECRET), expires after 24 hours and works once (the e-mail is unique, so a second use finds
 * the account already there).
 */

/** Registration attempts per client address (the sign-in throttle's table, docs/decisions/0031). */
export const MAX_REGISTRATIONS_PER_ADDRESS = 10;
export const REGISTRATION_CLOSED = "O cadastro está desativado";
export const REGISTRATION_RECEIVED =
  "Cadastro recebido. Enviamos um e-mail para o endereço informado: siga o link dele para continuar.";
export const CONFIRMATION_INVALID =
  "Este link de confirmação é inválido, expirou ou já foi usado. Faça o cadastro de novo ou entre com sua conta.";
export const CONFIRMATION_DONE = "Cadastro confirmado. Entre com seu e-mail e senha.";
export const CONFIRMATION_TTL = "24h";

type Person = Omit<ReturnType<typeof registerSchema.parse>, "password">;
type Claims = { purpose: "register"; person: Person; passwordHash: string };

const key = () => createHash("sha256").update(`membros:registration:${authSecret()}`).digest();

export async function confirmationToken(person: Person, passwordHash: string): Promise<string> {
  const claims: Claims = { purpose: "register", person, passwordHash };
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(CONFIRMATION_TTL)
    .encrypt(key());
}

/** Puts an account e-mail in the outbox (no notification: there may be no account yet). */
async function mailAccount(
  toEmail: string,
  firstName: string,
  message: { title: string; body: string },
  href: string,
): Promise<boolean> {
  if (!mailConfig()) return false;
  const footer =
    "Você recebe este e-mail porque este endereço foi informado no cadastro do Membros.";
  await (
    await getDb()
  )
    .insert(emailOutbox)
    .values({ toEmail, ...renderEmail({ firstName }, message, href, footer) });
  return true;
}

async function sendConfirmation(person: Person, passwordHash: string): Promise<void> {
  const href = `/register/confirm?token=${await confirmationToken(person, passwordHash)}`;
  const message = {
    title: "Confirme seu cadastro",
    body: "Recebemos um cadastro com este e-mail. Para criar a sua conta, abra o link abaixo e confirme (ele vale por 24 horas e pode ser usado uma vez). Se não foi você, ignore este e-mail: nenhuma conta será criada.",
  };
  if (await mailAccount(person.email, person.firstName, message, href)) return;
  // Without SMTP the link cannot be e-mailed: in development it is written here, once.
  if (process.env.NODE_ENV === "production")
    logger.warn(
      "[cadastro] SMTP_URL não configurado: o link de confirmação de um cadastro não pôde ser enviado.",
    );
  else
    console.info(
      `[cadastro] SMTP_URL não configurado; link de confirmação para ${person.email}: ${appUrl()}${href}`,
    );
}

async function warnOwner(owner: { email: string; firstName: string }): Promise<void> {
  await mailAccount(
    owner.email,
    owner.firstName,
    {
      title: "Alguém tentou se cadastrar com seu e-mail",
      body: "Alguém tentou criar uma conta no Membros com este e-mail, que já é o da sua conta. Nada mudou nela. Se foi você, entre com a sua senha; se não foi, ignore este aviso.",
    },
    "/login",
  );
}

/**
 * Self-registration of an EMPLOYEE account: off unless REGISTRATION=open, counted per address,
 * and silent about e-mails that already have an account: the same answer, the same hashing cost
 * and one e-mail either way (a confirmation link, or a notice to the owner).
 */
export async function registerEmployee(
  body: unknown,
  address: string,
): Promise<{ message: string }> {
  if (!registrationEnabled()) throw forbidden(REGISTRATION_CLOSED);
  const bucket = { key: `register:${address}`, limit: MAX_REGISTRATIONS_PER_ADDRESS };
  const wait = await retryAfterSeconds([bucket]);
  if (wait) throw tooManyRequests(undefined, wait);
  const { password, ...person } = parseWith(registerSchema, body);
  // The password is judged before the e-mail is looked at, so a weak one is refused alike.
  assertAcceptablePassword(password, person);
  await recordEvent([bucket.key]);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, active: users.active })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${person.email})`);
  if (!owner) await sendConfirmation(person, passwordHash);
  else if (owner.active) await warnOwner(owner);
  return { message: REGISTRATION_RECEIVED };
}

/** 'Confirmar cadastro': the link's account is created (once); anything else is one neutral 400. */
export async function confirmRegistration(
  token: unknown,
): Promise<{ message: string; email: string }> {
  if (!registrationEnabled()) throw forbidden(REGISTRATION_CLOSED);
  let claims: Claims;
  try {
    if (typeof token !== "string" || token.length > 8192) throw new Error("no token");
    const { payload } = await jwtDecrypt(token, key());
    claims = payload as Claims;
    if (
      claims.purpose !== "register" ||
      typeof claims.passwordHash !== "string" ||
      typeof claims.person?.email !== "string"
    )
      throw new Error("not ours");
  } catch {
    throw badRequest(CONFIRMATION_INVALID);
  }
  const db = await getDb();
  const [employee] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.label, "EMPLOYEE"));
  try {
    await insertPerson(
      { ...claims.person, passwordHash: claims.passwordHash, profileId: employee.id },
      { actor: null, via: "registration" },
    );
  } catch (error) {
    // The e-mail has an account now: this link was used already (or someone registered it since).
    if (error instanceof AppError && error.status === 409) throw badRequest(CONFIRMATION_INVALID);
    throw error;
  }
  return { message: CONFIRMATION_DONE, email: claims.person.email };
}
