/** The person form's values (all strings, as the inputs hold them) — safe on server and client. */
export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  document: string;
  birthDate: string;
  instagram: string;
  pixKey: string;
  /** '' or CPF | CNPJ | EMAIL | PHONE | EVP. */
  pixKeyType: string;
  password: string;
  profileId: string;
};
export const EMPTY_USER_FORM: UserFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  document: "",
  birthDate: "",
  instagram: "",
  pixKey: "",
  pixKeyType: "",
  password: "",
  profileId: "",
};

/** A stored user (spec §3 shape) as form values. */
export function userToForm(user: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  document: string | null;
  birthDate: string;
  instagram: string | null;
  pixKey: string | null;
  pixKeyType?: string | null;
  profileId: number;
}): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    document: user.document ?? "",
    birthDate: user.birthDate,
    instagram: user.instagram ?? "",
    // A celular is stored '+55DDNNNNNNNNN'; the form's mask holds the national part.
    pixKey:
      user.pixKeyType === "PHONE" ? (user.pixKey ?? "").replace(/^\+55/, "") : (user.pixKey ?? ""),
    pixKeyType: user.pixKeyType ?? "",
    profileId: String(user.profileId),
  };
}
