import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import { badRequest } from "./errors";

export const PASSWORD_TOO_SHORT = "A senha deve ter pelo menos 8 caracteres";
export const PASSWORD_IS_EMAIL = "A senha não pode ser o seu e-mail";
export const PASSWORD_IS_NAME = "A senha não pode ser o seu nome";
export const PASSWORD_TOO_COMMON =
  "Esta senha está entre as mais usadas e é fácil de adivinhar; escolha outra";
export const MIN_PASSWORD_LENGTH = 8;

/** Case, accents, spaces and separators do not make a password different. */
const fold = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s._-]+/g, "");

// The 49,233 most common passwords of zxcvbn-ts (MIT), folded, built on first use.
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary["passwords-common"].map(fold)));

/** How many passwords the common-password list holds (the README and a test quote it). */
export const commonPasswordCount = () => commonPasswords().size;

export type PasswordOwner = { email: string; firstName?: string | null; lastName?: string | null };

/** Why `password` is not acceptable for `owner`, in Portuguese; null when it is. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  const folded = fold(password);
  const email = fold(owner.email);
  if (folded === email || folded === fold(owner.email.split("@")[0])) return PASSWORD_IS_EMAIL;
  const first = fold(owner.firstName ?? "");
  const last = fold(owner.lastName ?? "");
  const names = [first, last, first + last, last + first].filter((n) => n.length > 0);
  if (names.includes(folded)) return PASSWORD_IS_NAME;
  if (commonPasswords().has(folded)) return PASSWORD_TOO_COMMON;
  return null;
}

/** Throws a 400 naming `field` when the password is not acceptable. */
export function assertAcceptablePassword(
  password: string,
  owner: PasswordOwner,
  field = "password",
): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw badRequest(problem, { [field]: [problem] });
}
