/**
 * The users' sorts and profile names. No zod here: the list's client components import these, and
 * the schemas (lib/validation/user.ts) would weigh on their first load.
 */
export const USER_SORTS = ["name", "email", "phone", "birthDate", "profile", "createdAt"] as const;

const PROFILE_NAMES: Record<string, string> = {
  ADMIN: "Administrador",
  EXPERT: "Especialista",
  EMPLOYEE: "Colaborador",
};
/** A profile label (ADMIN, EXPERT, EMPLOYEE) as the screens show it. */
export const profileName = (label: string) => PROFILE_NAMES[label] ?? label;
