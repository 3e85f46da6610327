"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * A Radix `Table.Root` wider than a phone scrolls sideways inside its own viewport; a keyboard
 * user can only scroll it if that viewport takes focus (WCAG 2.1.1, axe
 * 'scrollable-region-focusable'), which Radix leaves out when no cell holds a button.
 *
 * @example
 *   <ScrollableTable label="Tokens de API"><Table.Root>…</Table.Root></ScrollableTable>
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const viewport = box.current?.querySelector<HTMLElement>(".rt-ScrollAreaViewport");
    if (!viewport) return;
    viewport.tabIndex = 0;
    viewport.setAttribute("role", "region");
    viewport.setAttribute("aria-label", label);
  }, [label]);
  return <div ref={box}>{children}</div>;
}
