"use client";

import { InlineIcon } from "@/components/inline-icons";
import { radixButton } from "@/components/radix-button";

// ExclamationTriangleIcon of @radix-ui/react-icons.
const EXCLAMATION_TRIANGLE =
  "M8.4449 0.608765C8.0183 -0.107015 6.9817 -0.107015 6.55509 0.608766L0.161178 11.3368C-0.275824 12.07 0.252503 13 1.10608 13H13.8939C14.7475 13 15.2758 12.07 14.8388 11.3368L8.4449 0.608765ZM7.4141 1.12073C7.45288 1.05566 7.54712 1.05566 7.5859 1.12073L13.9798 11.8488C14.0196 11.9154 13.9715 12 13.8939 12H1.10608C1.02849 12 0.980454 11.9154 1.02018 11.8488L7.4141 1.12073ZM6.8269 4.48611C6.81221 4.10423 7.11783 3.78663 7.5 3.78663C7.88217 3.78663 8.18778 4.10423 8.1731 4.48612L8.01921 8.48701C8.00848 8.766 7.7792 8.98664 7.5 8.98664C7.2208 8.98664 6.99151 8.766 6.98078 8.48701L6.8269 4.48611ZM8.24989 10.476C8.24989 10.8902 7.9141 11.226 7.49989 11.226C7.08567 11.226 6.74989 10.8902 6.74989 10.476C6.74989 10.0618 7.08567 9.72599 7.49989 9.72599C7.9141 9.72599 8.24989 10.0618 8.24989 10.476Z";

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
        <InlineIcon path={EXCLAMATION_TRIANGLE} width="40" height="40" />
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
