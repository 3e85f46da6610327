import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { organizationSettings } from "@/db/schema";
import { requireAdmin, type Actor } from "@/lib/core/actor";
import { parseWith } from "@/lib/core/input";
import {
  organizationSettingsPatchSchema,
  organizationSettingsSchema,
  type OrganizationSettings,
} from "@/lib/validation/organization";
import { recordAudit } from "./audit/record";
import { fieldChanges } from "./audit/changes";

const defaults = (): OrganizationSettings => organizationSettingsSchema.parse({});

/**
 * The organisation's settings, read from the database on every call: several app nodes share
 * them, so none may keep a copy. A stored value that no longer validates reads as its default.
 */
export async function getOrganizationSettings(executor?: Executor): Promise<OrganizationSettings> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ document: organizationSettings.document })
    .from(organizationSettings)
    .where(eq(organizationSettings.id, 1));
  if (!row) return defaults();
  const stored = organizationSettingsSchema.safeParse(row.document);
  if (stored.success) return stored.data;
  const fields = Object.entries(row.document as Record<string, unknown>).filter(
    ([key, value]) =>
      organizationSettingsSchema.shape[key as keyof OrganizationSettings]?.safeParse(value).success,
  );
  return organizationSettingsSchema.parse(Object.fromEntries(fields));
}

/**
 * Changes some of the settings (ADMIN). Returns the settings before and after, so a caller can
 * say what changed. The row is locked for the change: two admins saving at once both count.
 */
export async function updateOrganizationSettings(
  actor: Actor,
  body: unknown,
): Promise<{ before: OrganizationSettings; after: OrganizationSettings }> {
  requireAdmin(actor);
  const patch = parseWith(organizationSettingsPatchSchema, body ?? {});
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.insert(organizationSettings).values({ id: 1, document: {} }).onConflictDoNothing();
    await tx.execute(sql`select 1 from organization_settings where id = 1 for update`);
    const before = await getOrganizationSettings(tx);
    const after = organizationSettingsSchema.parse({ ...before, ...patch });
    await tx
      .update(organizationSettings)
      .set({ document: after, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(organizationSettings.id, 1));
    const changes = fieldChanges(before, after);
    if (Object.keys(changes).length)
      await recordAudit(
        {
          action: "settings.changed",
          actor,
          target: { type: "settings", id: "organization" },
          details: { changes },
        },
        tx,
      );
    return { before, after };
  });
}
