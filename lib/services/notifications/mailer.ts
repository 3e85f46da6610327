import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "@/db";
import { emailOutbox } from "@/db/schema";
import { appUrl, mailConfig } from "@/lib/core/env";
import { DEFAULT_RETRY, drainOnce, startPolling, type RetryPolicy } from "@/lib/services/outbox";
import { logger } from "@/lib/core/log";

type OutboxRow = typeof emailOutbox.$inferSelect;

export function createTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

/**
 * The same Message-ID every time a row is sent: delivery is at least once (a node that dies
 * after the SMTP server accepted a message but before marking it sent leaves it to be sent again
 * when its lease ends), and a repeat with the same id is one message to the mail system.
 */
export function messageIdOf(row: Pick<OutboxRow, "id" | "createdAt">): string {
  const host = new URL(appUrl()).hostname || "membros.local";
  return `<membros.${row.id}.${row.createdAt.getTime()}@${host}>`;
}

/** One message of the outbox: Portuguese text and HTML, and the invitation when there is one. */
export async function sendOutboxRow(
  transport: Transporter,
  from: string,
  row: OutboxRow,
): Promise<void> {
  const files = (row.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content, "base64"),
  }));
  await transport.sendMail({
    from,
    to: row.toEmail,
    messageId: messageIdOf(row),
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: files,
    // Calendar clients act on the text/calendar part (add, move, remove); the attachment is for the rest.
    ...(row.ics && row.icsMethod
      ? {
          icalEvent: { method: row.icsMethod, filename: "invite.ics", content: row.ics },
          attachments: [
            ...files,
            {
              filename: "invite.ics",
              content: row.ics,
              contentType: `application/ics; method=${row.icsMethod}`,
            },
          ],
        }
      : {}),
  });
}

/** One pass of the e-mail worker over due rows. */
export async function deliverEmails(options: {
  transport: Transporter;
  from: string;
  batch?: number;
  policy?: RetryPolicy;
}) {
  return drainOnce(
    await getDb(),
    emailOutbox,
    (row) => sendOutboxRow(options.transport, options.from, row),
    { batch: options.batch, policy: options.policy ?? DEFAULT_RETRY },
  );
}

// One worker per process although Next evaluates this module in several bundles.
declare global {
  var __membrosMailer: (() => void) | undefined;
}

/**
 * Starts the e-mail worker of this process (instrumentation.ts), when SMTP_URL and MAIL_FROM are
 * set; otherwise says once that only in-app notifications are made.
 */
export function startEmailWorker(): void {
  const config = mailConfig();
  if (!config) {
    logger.info(
      "[notificações] SMTP_URL e MAIL_FROM não configurados: apenas notificações no app (sem e-mail).",
    );
    return;
  }
  if (globalThis.__membrosMailer) return;
  const transport = createTransport(config.smtpUrl);
  const interval = Number(process.env.MAIL_POLL_MS || 5000);
  globalThis.__membrosMailer = startPolling(
    "e-mail",
    () => deliverEmails({ transport, from: config.from }),
    interval,
  );
  logger.info(`[notificações] e-mails por SMTP ativos (verificação a cada ${interval} ms).`);
}
