"use client";

import { useState, useTransition } from "react";
import { radixButton } from "@/components/radix-button";
import { SpinnerMarkup } from "@/components/form/submit-button";
import { passkeySignInAction } from "@/lib/actions/passkeys";
import { usePasskeysAvailable, passkeyPromptError, promptPasskey } from "@/lib/client/passkeys";

const NO_SERVER = "Não foi possível falar com o servidor. Tente de novo.";

/** The challenge for signing in, from the public endpoint; throws the message to show. */
async function signInOptions() {
  const answer = await fetch("/api/passkey-auth/options", { method: "POST" }).catch(() => null);
  const body = await answer?.json().catch(() => null);
  if (!answer?.ok) throw new Error(body?.message ?? NO_SERVER);
  return body;
}

/**
 * "Entrar com chave de acesso": no e-mail, the browser offers the person's passkeys for this
 * site. Off (greyed) until the page has run, gone where the browser has no passkeys. Plain
 * markup like the form (decision 0085); @simplewebauthn/browser loads on the first click.
 */
export function PasskeySignIn() {
  // null on the server and while hydrating, then what the browser can do.
  const supported = usePasskeysAvailable(null);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  if (supported === false) return null;

  const signIn = () =>
    startTransition(async () => {
      setError(null);
      let options;
      try {
        options = await signInOptions();
      } catch (failure) {
        return setError((failure as Error).message);
      }
      let response;
      try {
        response = await promptPasskey(options);
      } catch (failure) {
        return setError(passkeyPromptError(failure));
      }
      // On success the action redirects; it only comes back to say why it failed.
      const result = await passkeySignInAction(response);
      if (result && !result.ok) setError(result.message);
    });

  return (
    <div className="rt-Flex rt-r-fd-column rt-r-gap-3">
      <button
        type="button"
        {...radixButton({ size: "3", variant: "soft", color: "gray" })}
        data-disabled={!supported || pending || undefined}
        disabled={!supported || pending}
        aria-busy={pending || undefined}
        onClick={signIn}
      >
        {pending ? <SpinnerMarkup /> : null}
        Entrar com chave de acesso
      </button>
      {error ? (
        <p role="alert" className="rt-Text rt-r-size-2" data-accent-color="red">
          {error}
        </p>
      ) : null}
    </div>
  );
}
