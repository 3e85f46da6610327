import { formatCnpj, formatCpf } from "@brazilian-utils/brazilian-utils";

/** Display formats of spec §5 and §9: BRL, dates, phone, CPF/CNPJ, '--' when empty. */

export const EMPTY = "--";

const brl = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 2,
});
export const formatBRL = (reais: number | null | undefined) =>
  reais == null ? EMPTY : brl.format(reais);

export const centsToReais = (cents: number) => Math.round(cents) / 100;
export const reaisToCents = (reais: number) => Math.round(reais * 100);

/** '(DD) NNNNN-NNNN' */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (!digits) return EMPTY;
  if (digits.length === 11)
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10)
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return digits;
}

/** CPF (000.000.000-00) or CNPJ (00.000.000/0000-00) by length. */
export function formatDocument(document: string | null | undefined): string {
  const digits = (document ?? "").replace(/\D/g, "");
  if (!digits) return EMPTY;
  if (digits.length === 11) return formatCpf(digits);
  if (digits.length === 14) return formatCnpj(digits);
  return digits;
}

/**
 * CPF/CNPJ with the first and last digits hidden, for files that leave the app (LGPD: the
 * document identifies a person; the middle digits are enough to tell two people apart):
 * CPF '***.456.789-**', CNPJ '**.345.678/0001-**'. Empty stays empty; other lengths are hidden.
 */
export function maskDocument(document: string | null | undefined): string {
  const digits = (document ?? "").replace(/\D/g, "");
  if (!digits) return "";
  if (digits.length === 11) return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
  if (digits.length === 14)
    return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-**`;
  return "*".repeat(digits.length);
}

/** 'YYYY-MM-DD' (a calendar date, no time zone) → 'DD/MM/YYYY'. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return EMPTY;
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return day && month && year ? `${day}/${month}/${year}` : EMPTY;
}

const INSTANT_FORMATS = {
  dateTime: {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  },
  date: { day: "2-digit", month: "2-digit", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
// Building a formatter costs far more than using one, and a list formats two instants per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function instantFormatter(
  shape: keyof typeof INSTANT_FORMATS,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("pt-BR", { ...INSTANT_FORMATS[shape], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function formatInstant(
  instant: string | Date | null | undefined,
  shape: keyof typeof INSTANT_FORMATS,
  timeZone: string | undefined,
): string {
  if (!instant) return EMPTY;
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return Number.isNaN(date.getTime())
    ? EMPTY
    : instantFormatter(shape, timeZone).format(date).replace(",", "");
}

/**
 * An instant → 'dd/MM/yyyy HH:mm' in `timeZone`, else the runtime's. Screens show instants with
 * components/local-date-time.tsx, which passes the viewer's zone.
 */
export const formatDateTime = (
  instant: string | Date | null | undefined,
  timeZone?: string,
): string => formatInstant(instant, "dateTime", timeZone);

/** An instant → 'dd/MM/yyyy' in `timeZone`, else the runtime's. */
export const formatInstantDate = (
  instant: string | Date | null | undefined,
  timeZone?: string,
): string => formatInstant(instant, "date", timeZone);

/**
 * How long something has waited: 'hoje', '1 dia', '12 dias' (against a clock passed in, the
 * server's).
 */
export function ageText(since: string, now: number): string {
  const days = Math.max(0, Math.floor((now - new Date(since).getTime()) / 86_400_000));
  return days === 0 ? "hoje" : `${days} ${days === 1 ? "dia" : "dias"}`;
}

/**
 * A PIX key masked for lists and exports, by its shape (stored keys are normalised, see
 * lib/validation/pix-key.ts): CPF/CNPJ as `maskDocument`, e-mail 'jo***@dominio.com', celular
 * '+55 (11) *****-4321', random key '********-****-****-****-…last 4'. Legacy free text: '***'.
 */
export function maskPixKey(key: string | null | undefined): string {
  const value = (key ?? "").trim();
  if (!value) return EMPTY;
  const at = value.indexOf("@");
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  if (/^\+55\d{11}$/.test(value)) return `+55 (${value.slice(3, 5)}) *****-${value.slice(-4)}`;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
    return `********-****-****-****-********${value.slice(-4)}`;
  if (/^\d{11}$|^\d{14}$/.test(value)) return maskDocument(value);
  return "***";
}
