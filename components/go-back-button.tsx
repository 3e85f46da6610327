"use client";

import { ArrowLeftIcon } from "@/components/icons";
import { radixButton } from "@/components/radix-button";

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
      <ArrowLeftIcon />
      {children}
    </button>
  );
}
