/**
 * The users' sorts and profile names, without zod: the list's client components import these,
 * and ./user.ts (which re-exports them) would put zod in the list's first load (issue 10).
 */
export const USER_SORTS = ["name", "email", "phone", "birthDate", "profile", "createdAt"] as const;

const PROFILE_NAMES: Record<string, string> = {
  ADMIN: "Administrador",
  EXPERT: "Especialista",
  EMPLOYEE: "Colaborador",
};
/** A profile label (ADMIN, EXPERT, EMPLOYEE) as the screens show it. */
export const profileName = (label: string) => PROFILE_NAMES[label] ?? label;
