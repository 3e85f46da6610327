"use client";

import { InlineIcon } from "@/components/inline-icons";
import { radixButton } from "@/components/radix-button";

// ArrowLeftIcon of @radix-ui/react-icons.
const ARROW_LEFT =
  "M6.85355 3.14645C7.04882 3.34171 7.04882 3.65829 6.85355 3.85355L3.70711 7H12.5C12.7761 7 13 7.22386 13 7.5C13 7.77614 12.7761 8 12.5 8H3.70711L6.85355 11.1464C7.04882 11.3417 7.04882 11.6583 6.85355 11.8536C6.65829 12.0488 6.34171 12.0488 6.14645 11.8536L2.14645 7.85355C1.95118 7.65829 1.95118 7.34171 2.14645 7.14645L6.14645 3.14645C6.34171 2.95118 6.65829 2.95118 6.85355 3.14645Z";

/**
 * 'Voltar': one page back in the browser's history. A soft gray Radix button (size 3) in plain
 * markup: the root not-found screen puts it in every page's first load.
 */
export function GoBackButton({ children }: { children: React.ReactNode }) {
  return (
    <button
      type="button"
      {...radixButton({ size: "3", variant: "soft", color: "gray" })}
      onClick={() => window.history.back()}
    >
      <InlineIcon path={ARROW_LEFT} />
      {children}
    </button>
  );
}
