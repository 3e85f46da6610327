import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatDateTime } from "@/lib/format";
import {
  ATTENDANCE_LABELS,
  quorumLabel,
  type AttendanceStatus,
  type Quorum,
  type QuorumResult,
} from "@/lib/validation/meeting-records";

/** Everything the minutes (ata) say, read from the database by ./minutes.ts. */
export type MinutesData = {
  organization: string;
  title: string;
  description: string;
  date: Date;
  timeZone: string;
  link: string;
  chairedBy: string | null;
  attendees: { name: string; attendance: AttendanceStatus | null }[];
  guests: string[];
  quorum: Quorum | null;
  quorumResult: QuorumResult;
  agenda: { title: string; description: string | null; outcome: string | null }[];
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;

/**
 * The standard fonts write WinAnsi only (Portuguese fits: á é í ó ú â ê ô ã õ ç à ü). Anything
 * else loses its accent when it has one ('Łukasz' → 'Lukasz', 'Ștefan' → 'Stefan') or becomes '?',
 * so a name in another script never stops the minutes from being written.
 */
export function winAnsi(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  const fold: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ø: "O", ø: "o" };
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n").replace(/\t/g, "  ")) {
    const code = char.codePointAt(0)!;
    if (char === "\n" || known.has(code)) out += char;
    else {
      const bare = (fold[char] ?? char).normalize("NFD").replace(/\p{M}/gu, "");
      out += [...bare].every((c) => known.has(c.codePointAt(0)!)) && bare ? bare : "?";
    }
  }
  return out;
}

/** Lines of at most `width` points: by words, and a word longer than a line by characters. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes top to bottom, starting a page when the next line would cross the bottom margin. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private regular: PDFFont,
    private bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(
    value: string,
    options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {},
  ) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(winAnsi(value, font), font, size, WIDTH - indent)) {
      if (this.y - size < MARGIN) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font });
    }
    this.y -= options.gap ?? 0;
  }
  heading(value: string) {
    if (this.y - 40 < MARGIN) this.newPage();
    this.y -= 10;
    this.text(value, { size: 12.5, bold: true, gap: 4 });
  }
  signature(label: string) {
    if (this.y - 60 < MARGIN) this.newPage();
    this.y -= 44;
    const x = MARGIN;
    this.page.drawLine({
      start: { x, y: this.y },
      end: { x: x + 260, y: this.y },
      thickness: 0.8,
      color: rgb(0, 0, 0),
    });
    this.y -= 2;
    this.text(label, { size: 10 });
  }
}

function quorumText(data: MinutesData): string {
  const { quorum, quorumResult: result } = data;
  if (!quorum || result.required === null) return "Sem quórum definido.";
  return `Quórum exigido: ${quorumLabel(quorum)} (${result.required} presentes necessários). Presentes: ${result.present}. Quórum ${result.reached ? "atingido" : "não atingido"}.`;
}

/** The minutes of a finished meeting: A4, real text, in Portuguese. */
export async function renderMinutesPdf(data: MinutesData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(winAnsi(`Ata: ${data.title}`, regular));
  doc.setAuthor(winAnsi(data.organization, regular));
  doc.setLanguage("pt-BR");
  doc.setProducer("Membros");
  const w = new Writer(doc, regular, bold);

  w.text(data.organization, { size: 15, bold: true, gap: 2 });
  w.text("ATA DE REUNIÃO", { size: 11, bold: true, gap: 8 });
  w.text(data.title, { size: 14, bold: true, gap: 6 });
  w.text(`Data e horário: ${formatDateTime(data.date, data.timeZone)} (${data.timeZone})`);
  w.text(`Local / link: ${data.link}`);
  w.text(`Presidida por: ${data.chairedBy ?? "não informado"}`, { gap: 4 });
  if (data.description) w.text(data.description, { gap: 2 });

  w.heading("Lista de presença");
  if (!data.attendees.length) w.text("Nenhum convidado.");
  for (const a of data.attendees)
    w.text(
      `${a.name}: ${a.attendance ? ATTENDANCE_LABELS[a.attendance] : "Presença não registrada"}`,
      {
        indent: 10,
      },
    );

  w.heading("Convidados externos");
  if (!data.guests.length) w.text("Nenhum.");
  for (const guest of data.guests) w.text(guest, { indent: 10 });

  w.heading("Quórum");
  w.text(quorumText(data));

  w.heading("Pauta e deliberações");
  if (!data.agenda.length) w.text("Sem pauta registrada.");
  data.agenda.forEach((item, index) => {
    w.text(`${index + 1}. ${item.title}`, { bold: true });
    if (item.description) w.text(item.description, { indent: 14 });
    w.text(`Deliberação: ${item.outcome || "não registrada"}`, { indent: 14, gap: 6 });
  });

  w.heading("Assinaturas");
  w.signature(`Presidente${data.chairedBy ? `: ${data.chairedBy}` : ""}`);
  w.signature("Secretário(a)");

  const pages = doc.getPages();
  pages.forEach((page, index) =>
    page.drawText(`Página ${index + 1} de ${pages.length}`, {
      x: A4[0] - MARGIN - 80,
      y: MARGIN / 2,
      size: 8,
      font: regular,
    }),
  );
  return doc.save();
}
