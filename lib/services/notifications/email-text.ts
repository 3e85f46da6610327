import "server-only";
import { appUrl } from "@/lib/core/env";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The message in Portuguese, as plain text and HTML, with a link to the record. */
export function renderEmail(recipient: { firstName: string }, message: { title: string; body: string }, href: string) {
  const link = `${appUrl()}${href}`;
  const text = `Olá, ${recipient.firstName}.\n\n${message.body}\n\nAbrir no Membros: ${link}\n\nVocê recebe este e-mail pelas suas preferências de notificação em Configurações.`;
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">
<p>Olá, ${escapeHtml(recipient.firstName)}.</p>
<p>${escapeHtml(message.body).replace(/\n/g, "<br>")}</p>
<p><a href="${escapeHtml(link)}">Abrir no Membros</a></p>
<p style="color:#666;font-size:12px">Você recebe este e-mail pelas suas preferências de notificação em Configurações.</p>
</body></html>`;
  return { subject: `[Membros] ${message.title}`.slice(0, 255), text, html };
}
