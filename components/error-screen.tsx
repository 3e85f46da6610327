"use client";

import { ExclamationTriangleIcon } from "@/components/icons";
import { radixButton } from "@/components/radix-button";

type ErrorScreenProps = {
  error: Error & { digest?: string };
  retry: () => void;
  /** Where 'Ir para o início' leads ("/" picks the home of the signed-in profile). */
  homeHref?: string;
};

/**
 * The fallback of an error boundary: what happened, a retry and a way home. Every page loads it
 * (the root boundary), so it is plain markup with the classes Radix's Flex, Text, Heading, Code
 * and Button render, not those components' client code.
 */
export function ErrorScreen({ error, retry, homeHref = "/" }: ErrorScreenProps) {
  return (
    <div
      className="rt-Flex rt-r-fd-column rt-r-ai-center rt-r-jc-center rt-r-gap-4 rt-r-px-4 rt-r-py-9"
      style={{ textAlign: "center" }}
    >
      <span className="rt-Text" data-accent-color="red">
        <ExclamationTriangleIcon width="40" height="40" />
      </span>
      <h1 className="rt-Heading rt-r-size-7">Unexpected Application Error!</h1>
      <span className="rt-Text" data-accent-color="gray" style={{ maxWidth: 480 }}>
        Algo deu errado ao carregar esta página. Tente novamente; se o problema continuar, fale com
        o suporte.
      </span>
      {error.digest ? (
        <span className="rt-Text rt-r-size-1" data-accent-color="gray">
          Código do erro: <code className="rt-reset rt-Code rt-variant-ghost">{error.digest}</code>
        </span>
      ) : null}
      <div className="rt-Flex rt-r-gap-3 rt-r-mt-2">
        <button
          type="button"
          {...radixButton({ size: "3", variant: "solid" })}
          onClick={() => retry()}
        >
          Tentar novamente
        </button>
        {/* A full load: after an error the client-side router may be what broke. */}
        <a href={homeHref} {...radixButton({ size: "3", variant: "soft", color: "gray" })}>
          Ir para o início
        </a>
      </div>
    </div>
  );
}
