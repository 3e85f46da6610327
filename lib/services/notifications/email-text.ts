import "server-only";
import { appUrl } from "@/lib/core/env";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const PREFERENCES_FOOTER =
  "Você recebe este e-mail pelas suas preferências de notificação em Configurações.";

/** The message in Portuguese, as plain text and HTML, with a link to the record (and why it was sent). */
export function renderEmail(
  recipient: { firstName: string },
  message: { title: string; body: string },
  href: string,
  footer = PREFERENCES_FOOTER,
) {
  const link = `${appUrl()}${href}`;
  const text = `Olá, ${recipient.firstName}.\n\n${message.body}\n\nAbrir no Membros: ${link}\n\n${footer}`;
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">
<p>Olá, ${escapeHtml(recipient.firstName)}.</p>
<p>${escapeHtml(message.body).replace(/\n/g, "<br>")}</p>
<p><a href="${escapeHtml(link)}">Abrir no Membros</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: `[Membros] ${message.title}`.slice(0, 255), text, html };
}
