import Link from "next/link";
import { signInWithOrganization } from "@/lib/actions/single-sign-on";
import { SingleSignOnButton } from "./single-sign-on-button";

/**
 * The organisation's provider on the login screen (decision 0118): its button, the message of a
 * refused or failed single sign-on, and with OIDC_ONLY the discreet way to the password form for
 * the break-glass admins. Plain markup like the form (decision 0085).
 */
export function SingleSignOn({
  name,
  error,
  passwordFormShown,
}: {
  name: string;
  error: string | null;
  passwordFormShown: boolean;
}) {
  return (
    <div className="rt-Flex rt-r-fd-column rt-r-gap-4">
      {passwordFormShown ? (
        <span
          className="rt-Text rt-r-size-2"
          data-accent-color="gray"
          style={{ textAlign: "center" }}
        >
          ou
        </span>
      ) : (
        <div className="rt-Flex rt-r-fd-column rt-r-gap-1">
          <h1 className="rt-Heading rt-r-size-8">Login</h1>
          <span className="rt-Text" data-accent-color="gray">
            Entre com a conta da sua organização para acessar a área de membros.
          </span>
        </div>
      )}
      {error ? (
        <p role="alert" className="rt-Text rt-r-size-2" data-accent-color="red">
          {error}
        </p>
      ) : null}
      <form action={signInWithOrganization} className="rt-Flex rt-r-fd-column">
        <SingleSignOnButton>Entrar com {name}</SingleSignOnButton>
      </form>
      {passwordFormShown ? null : (
        <Link href="/login?senha=1" className="rt-Text rt-r-size-1" data-accent-color="gray">
          Acesso de emergência com senha (administradores)
        </Link>
      )}
    </div>
  );
}
