"use client";

import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import { formatDateTime, formatInstantDate } from "@/lib/format";
import { browserTimeZone } from "@/lib/time-zone";

const TimeZoneContext = createContext<string | undefined>(undefined);

/**
 * The viewer's time zone for every instant below it, as the server knew it (the `tz` cookie, else
 * the organisation's zone: lib/server/viewer-time-zone.ts), so the server's text and the
 * hydration's agree (decision 0095). On a browser's first visit in another zone, the cookie was
 * not there yet: the times move to the browser's zone after hydration, in a transition.
 */
export function TimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  const [shown, setShown] = useState(zone);
  useEffect(() => {
    const own = browserTimeZone();
    if (own && own !== zone) startTransition(() => setShown(own));
  }, [zone]);
  return <TimeZoneContext.Provider value={shown}>{children}</TimeZoneContext.Provider>;
}

/**
 * The zone instants are shown in (TimeZoneProvider's); undefined outside one, that is the
 * runtime's.
 */
export const useTimeZone = () => useContext(TimeZoneContext);

/**
 * An instant in the viewer's time zone: 'dd/MM/yyyy HH:mm', or 'dd/MM/yyyy' with `dateOnly`.
 * Rendered on the server too, in the zone TimeZoneProvider gives.
 */
export function LocalDateTime({
  value,
  dateOnly = false,
}: {
  value: string | null | undefined;
  dateOnly?: boolean;
}) {
  const zone = useTimeZone();
  return (
    <time dateTime={value ?? undefined}>
      {dateOnly ? formatInstantDate(value, zone) : formatDateTime(value, zone)}
    </time>
  );
}
