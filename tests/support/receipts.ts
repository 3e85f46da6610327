import { PDFDocument, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import * as collabPaymentReceipt from "@/app/api/collaborator/payments/[id]/files/[fileId]/route";
import * as collabRequestReceipt from "@/app/api/collaborator/payment_requests/[id]/files/[fileId]/route";
import * as collabRefundReceipt from "@/app/api/collaborator/refunds/[id]/files/[fileId]/route";
import * as paymentAdminReceipt from "@/app/api/payment-admin/[id]/files/[fileId]/route";
import * as requestAdminReceipt from "@/app/api/payment-request-admin/[id]/files/[fileId]/route";
import * as refundAdminReceipt from "@/app/api/refund-admin/[id]/files/[fileId]/route";
import { accessKeyCheckDigit, groupedAccessKey } from "@/lib/validation/nfe-access-key";
import type { FinanceKind } from "@/lib/kinds/finance";

/** The `…/{id}/files/{fileId}` handlers (DELETE, PATCH) by kind and audience. */
export const RECEIPT_API: Record<
  FinanceKind,
  { collaborator: typeof collabPaymentReceipt; admin: typeof paymentAdminReceipt }
> = {
  payment: { collaborator: collabPaymentReceipt, admin: paymentAdminReceipt },
  payment_request: { collaborator: collabRequestReceipt, admin: requestAdminReceipt },
  refund: { collaborator: collabRefundReceipt, admin: refundAdminReceipt },
};

/**
 * A valid access key: SP (35), the month, the issuer's CNPJ (digits or alphanumeric), model 65,
 * series 1, this number, normal emission, a fixed cNF, and the check digit computed.
 */
export function accessKeyFor({
  number = 1,
  cnpj = "11222333000181",
  model = "65",
  month = "2611",
}: { number?: number; cnpj?: string; model?: "55" | "65"; month?: string } = {}): string {
  const first43 = `35${month}${cnpj}${model}001${String(number).padStart(9, "0")}1${"12345678"}`;
  return `${first43}${accessKeyCheckDigit(first43)}`;
}

/** The NFC-e consultation URL a coupon's QR code carries (version 2: key|2|environment|…|hash). */
export const nfceQrUrl = (key: string) =>
  `https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx?p=${key}|2|1|1|3A1F6C9E0D4B7A2C5E8F1B3D6A9C2E4F7B0D3A6C`;

/** A PNG of the QR code of that URL, as a phone screenshot of the coupon would hold it. */
export const qrPng = (text: string) =>
  QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 4, scale: 6 });

/** A DANFE-like PDF: the header lines and the access key printed in groups of four. */
export async function danfePdf(key: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    "DANFE - Documento Auxiliar da Nota Fiscal Eletrônica",
    "0 - ENTRADA  1 - SAÍDA   Nº 000.000.001  SÉRIE 001",
    "CHAVE DE ACESSO",
    groupedAccessKey(key),
    "Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal",
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 780 - i * 22, size: 11, font }));
  return Buffer.from(await pdf.save());
}
