import "server-only";
import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id; the enum is `const` and cannot be imported under isolatedModules.
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the e-mail is unknown keeps both answers equally slow. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword("membros-timing-equaliser"));
