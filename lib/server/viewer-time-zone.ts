import "server-only";
import { cookies } from "next/headers";
import { MEETING_TIME_ZONE } from "@/lib/services/meetings";
import { canonicalTimeZone, TIME_ZONE_COOKIE } from "@/lib/time-zone";

/**
 * The zone the viewer's browser reported (lib/time-zone.ts), else the organisation's
 * (APP_TIME_ZONE, America/Sao_Paulo by default): the zone server-rendered instants are shown in.
 */
export async function viewerTimeZone(): Promise<string> {
  return canonicalTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value) ?? MEETING_TIME_ZONE;
}
