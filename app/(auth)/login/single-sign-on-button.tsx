"use client";

import { useFormStatus } from "react-dom";
import { radixButton } from "@/components/radix-button";
import { SpinnerMarkup } from "@/components/form/submit-button";

/** The provider's button: a spinner while the browser is on its way to the provider. */
export function SingleSignOnButton({ children }: { children: React.ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      {...radixButton({ size: "3", variant: "soft" })}
      data-disabled={pending || undefined}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <SpinnerMarkup /> : null}
      {children}
    </button>
  );
}
