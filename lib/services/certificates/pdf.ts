import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { formatDate } from "@/lib/format";
import { winAnsi, wrap } from "@/lib/services/meetings/minutes-pdf";
import { groupedCode } from "./code";

/** What a certificate states (its snapshot) and where it is checked. */
export type CertificateData = {
  organization: string;
  personName: string;
  trainingTitle: string;
  workloadHours: number | null;
  /** 'YYYY-MM-DD', the day in the organisation's zone. */
  completedOn: string;
  code: string;
  verifyUrl: string;
};

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const [WIDTH, HEIGHT] = A4_LANDSCAPE;
const MARGIN = 48;
const QR_SIZE = 118;
const ACCENT = rgb(0.36, 0.25, 0.75);
const GRAY = rgb(0.35, 0.35, 0.4);

/** Writes centred lines from the top down (wrapping long ones), in WinAnsi like the minutes. */
class Centred {
  constructor(
    private page: PDFPage,
    public y: number,
  ) {}
  line(
    text: string,
    font: PDFFont,
    size: number,
    options: { gap?: number; color?: typeof GRAY } = {},
  ) {
    for (const part of wrap(winAnsi(text, font), font, size, WIDTH - 2 * MARGIN - 80)) {
      this.y -= size * 1.25;
      const x = (WIDTH - font.widthOfTextAtSize(part, size)) / 2;
      this.page.drawText(part, { x, y: this.y, size, font, color: options.color });
    }
    this.y -= options.gap ?? 0;
  }
}

/**
 * The certificate: A4 landscape, the organisation, the person, the training, the workload (when
 * the training has one), the completion day, the code and the verification address, printed and
 * as a QR code.
 */
export async function renderCertificatePdf(data: CertificateData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(winAnsi(`Certificado: ${data.trainingTitle}`, regular));
  doc.setAuthor(winAnsi(data.organization, regular));
  doc.setLanguage("pt-BR");
  doc.setProducer("Membros");
  const page = doc.addPage(A4_LANDSCAPE);
  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: WIDTH - MARGIN,
    height: HEIGHT - MARGIN,
    borderColor: ACCENT,
    borderWidth: 2,
  });

  const w = new Centred(page, HEIGHT - MARGIN - 16);
  w.line(data.organization, bold, 16, { gap: 26, color: GRAY });
  w.line("CERTIFICADO DE CONCLUSÃO", bold, 28, { gap: 28, color: ACCENT });
  w.line("Certificamos que", regular, 13, { gap: 8 });
  w.line(data.personName, bold, 26, { gap: 10 });
  w.line("concluiu o treinamento", regular, 13, { gap: 8 });
  w.line(data.trainingTitle, bold, 19, { gap: 14 });
  const hours =
    data.workloadHours === null
      ? ""
      : `com carga horária de ${data.workloadHours} ${data.workloadHours === 1 ? "hora" : "horas"}, `;
  w.line(`${hours}em ${formatDate(data.completedOn)}.`, regular, 13);

  const qr = await QRCode.toBuffer(data.verifyUrl, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 2,
    width: 360,
  });
  const image = await doc.embedPng(qr);
  const qrX = WIDTH - MARGIN - QR_SIZE;
  page.drawImage(image, { x: qrX, y: MARGIN, width: QR_SIZE, height: QR_SIZE });
  const small = (text: string, y: number, font = regular, size = 10) =>
    page.drawText(winAnsi(text, font), { x: MARGIN + 8, y, size, font, color: GRAY });
  small(`Código: ${groupedCode(data.code)}`, MARGIN + 40, bold, 11);
  small("Verifique a autenticidade em:", MARGIN + 24);
  small(data.verifyUrl, MARGIN + 10);
  return doc.save();
}
