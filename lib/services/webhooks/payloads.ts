import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { meetings, profiles, users } from "@/db/schema";
import { centsToReais } from "@/lib/format";
import type { FinanceKindConfig } from "@/lib/kinds/finance";

/**
 * The `data` of each event: ids and the few fields a receiver needs to decide whether to fetch
 * the record (`GET` it with a token for the rest). Documents, PIX keys and phones never go out.
 */
type FinanceRow = {
  id: number;
  userId: number;
  description: string;
  valueCents: number;
  status: string;
};

export const financeWebhookData = (config: Pick<FinanceKindConfig, "kind">, item: FinanceRow) => ({
  kind: config.kind,
  id: item.id,
  userId: item.userId,
  description: item.description,
  value: centsToReais(item.valueCents),
  status: item.status,
});

export async function meetingWebhookData(tx: Executor, id: number) {
  const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, id));
  return {
    id: meeting.id,
    title: meeting.title,
    date: meeting.date.toISOString(),
    link: meeting.link,
    status: meeting.status,
  };
}

export async function userWebhookData(tx: Executor, id: number) {
  const [user] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profile: profiles.label,
      active: users.active,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(users.id, id));
  return user;
}
