import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/db";
import {
  emailOutbox,
  notificationEmailOptOuts,
  notifications,
  profiles,
  users,
  type NOTIFICATION_CATEGORIES,
  type OutboxAttachment,
} from "@/db/schema";
import type { ProfileLabel } from "@/lib/core/actor";
import { mailConfig } from "@/lib/core/env";
import { renderEmail } from "./email-text";

export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export type Recipient = { id: number; email: string; firstName: string; profile: ProfileLabel };
export type Invite = { ics: string; method: "REQUEST" | "CANCEL" };

export type NotificationMessage = {
  category: NotificationCategory;
  event: string;
  title: string;
  body: string;
  /** The record's page for this recipient (the admin and collaborator areas differ). */
  href: (recipient: Recipient) => string;
  /** A calendar invitation attached to the e-mail. */
  invite?: (recipient: Recipient) => Invite | null;
  /** Files attached to this recipient's e-mail (a meeting's minutes). */
  attachments?: (recipient: Recipient) => OutboxAttachment[] | null;
};

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  profile: profiles.label,
};

export async function recipientsByIds(tx: Executor, ids: number[]): Promise<Recipient[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select(recipientColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.active, true)));
  return rows as Recipient[];
}

export async function activeAdmins(tx: Executor): Promise<Recipient[]> {
  const rows = await tx
    .select(recipientColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(profiles.label, "ADMIN"), eq(users.active, true)));
  return rows as Recipient[];
}

/**
 * Writes one notification per recipient and, when SMTP is configured, one e-mail per recipient
 * who did not opt out of the category, in the caller's transaction: they exist if and only if
 * the change that caused them commits.
 */
export async function notify(
  tx: Executor,
  recipients: Recipient[],
  message: NotificationMessage,
): Promise<void> {
  if (!recipients.length) return;
  const inserted = await tx
    .insert(notifications)
    .values(
      recipients.map((r) => ({
        userId: r.id,
        category: message.category,
        event: message.event,
        title: message.title,
        body: message.body,
        href: message.href(r),
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId, href: notifications.href });
  if (!mailConfig()) return;
  const optedOut = new Set(
    (
      await tx
        .select({ userId: notificationEmailOptOuts.userId })
        .from(notificationEmailOptOuts)
        .where(
          and(
            eq(notificationEmailOptOuts.category, message.category),
            inArray(
              notificationEmailOptOuts.userId,
              recipients.map((r) => r.id),
            ),
          ),
        )
    ).map((row) => row.userId),
  );
  const emails = inserted.flatMap((row) => {
    const recipient = recipients.find((r) => r.id === row.userId)!;
    if (optedOut.has(recipient.id)) return [];
    const invite = message.invite?.(recipient) ?? null;
    return [
      {
        notificationId: row.id,
        toEmail: recipient.email,
        ...renderEmail(recipient, message, row.href),
        ics: invite?.ics ?? null,
        icsMethod: invite?.method ?? null,
        attachments: message.attachments?.(recipient) ?? null,
      },
    ];
  });
  if (emails.length) await tx.insert(emailOutbox).values(emails);
}
