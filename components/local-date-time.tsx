"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime } from "@/lib/format";

const subscribe = () => () => {};

/**
 * An instant as 'dd/MM/yyyy HH:mm' in the VIEWER's time zone. The server does not know that
 * zone, so the text is written after hydration (the server renders an empty placeholder).
 */
export function LocalDateTime({ value }: { value: string | null | undefined }) {
  const onClient = useSyncExternalStore(subscribe, () => true, () => false);
  return (
    <time dateTime={value ?? undefined} suppressHydrationWarning>
      {onClient ? formatDateTime(value) : ""}
    </time>
  );
}
