import type { Metadata } from "next";
import { connection } from "next/server";
import { oidcConfig, registrationEnabled } from "@/lib/core/env";
import { signInErrorMessage } from "@/lib/core/single-sign-on";
import { LoginForm } from "./login-form";
import { PasskeySignIn } from "./passkey-sign-in";
import { SingleSignOn } from "./single-sign-on";

export const metadata: Metadata = { title: "Login" };

export default async function LoginPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection(); // REGISTRATION and OIDC_* are read when the page is served, not at build time
  const { error, senha } = await props.searchParams;
  const sso = oidcConfig();
  // OIDC_ONLY: the form only behind the break-glass link (the server refuses everyone else).
  const passwordForm = !sso?.only || senha === "1";
  return (
    <div className="rt-Flex rt-r-fd-column rt-r-gap-5">
      {passwordForm ? <LoginForm canRegister={registrationEnabled() && !sso?.only} /> : null}
      {/* With OIDC_ONLY a passkey is refused like a password, but for the break-glass admins. */}
      {passwordForm ? <PasskeySignIn /> : null}
      {sso ? (
        <SingleSignOn
          name={sso.name}
          error={signInErrorMessage(typeof error === "string" ? error : undefined, sso.name)}
          passwordFormShown={passwordForm}
        />
      ) : null}
    </div>
  );
}
