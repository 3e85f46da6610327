import { getDb } from "@/db";
import { profiles } from "@/db/schema";

/** GET /api/user with this query string. */
export const url = (query: string) => `http://localhost/api/user?${query}`;

/** The seeded profiles' ids by label. */
export async function profileIds() {
  const db = await getDb();
  return Object.fromEntries(
    (await db.select().from(profiles)).map((p) => [p.label, p.id]),
  ) as Record<string, number>;
}
