import "server-only";
import { eq } from "drizzle-orm";
import { createStaticPix, hasError } from "pix-utils";
import QRCode from "qrcode";
import type { Executor } from "@/db";
import { users } from "@/db/schema";
import { conflict, notFound } from "@/lib/core/errors";
import { centsToReais } from "@/lib/format";
import {
  isPixPayable,
  normalizePixKey,
  PIX_KEY_TYPES,
  type PixKeyType,
} from "@/lib/validation/pix-key";
import type { FinanceKindServer } from "./kinds";

export const PIX_NOT_PAYABLE = "Este item não está aguardando pagamento";
export const PIX_NO_KEY = "O colaborador não tem uma chave PIX válida cadastrada";

/** `GET /api/{kind}-admin/{id}/pix`: the static BR Code of an item to pay, and its QR image. */
export type PixCharge = {
  payload: string;
  key: string;
  keyType: PixKeyType;
  amount: string;
  txid: string;
  merchantName: string;
  merchantCity: string;
  /** The QR code of `payload` as a PNG data URL, for the 'Pagar com PIX' dialog. */
  qrCode: string;
};

const TXID_PREFIX: Record<string, string> = {
  payment: "PAG",
  payment_request: "SOL",
  refund: "REE",
};

/** EMV fields accept plain ASCII: accents dropped, upper case, the field's length limit. */
export const emvText = (value: string, max: number) =>
  value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();

/**
 * The BR Code's merchant city (field 60, ≤ 15 plain characters): `PIX_MERCHANT_CITY`, the city
 * of the organisation whose collaborators are paid, since users keep no address; unset, the
 * country 'BRASIL' (the field is mandatory; banks show it and do not check it). See
 * decision 0084.
 */
export const pixMerchantCity = () => emvText(process.env.PIX_MERCHANT_CITY ?? "", 15) || "BRASIL";

/** The txid of an item: kind prefix + id (alphanumeric, ≤ 25, the same on every call). */
export const pixTxid = (kind: string, id: number) => `${TXID_PREFIX[kind] ?? "MEM"}${id}`;

export async function pixCharge(
  executor: Executor,
  config: FinanceKindServer,
  id: number,
): Promise<PixCharge> {
  const [row] = await executor
    .select({
      status: config.table.status,
      valueCents: config.table.valueCents,
      firstName: users.firstName,
      lastName: users.lastName,
      pixKey: users.pixKey,
      pixKeyType: users.pixKeyType,
    })
    .from(config.table)
    .innerJoin(users, eq(users.id, config.table.userId))
    .where(eq(config.table.id, id));
  if (!row) throw notFound(config.text.notFound);
  if (!isPixPayable(config.kind, row.status)) throw conflict(PIX_NOT_PAYABLE);
  const keyType = row.pixKeyType as PixKeyType | null;
  const key =
    keyType && (PIX_KEY_TYPES as readonly string[]).includes(keyType) && row.pixKey
      ? normalizePixKey(keyType, row.pixKey)
      : null;
  if (!keyType || !key) throw conflict(PIX_NO_KEY);

  const txid = pixTxid(config.kind, id);
  const merchantName = emvText(`${row.firstName} ${row.lastName}`, 25) || "COLABORADOR";
  const amount = centsToReais(row.valueCents);
  const merchantCity = pixMerchantCity();
  const pix = createStaticPix({
    merchantName,
    merchantCity,
    pixKey: key,
    txid,
    transactionAmount: amount,
  });
  if (hasError(pix)) throw conflict(PIX_NO_KEY);
  const payload = pix.toBRCode();
  const qrCode = await QRCode.toDataURL(payload, {
    errorCorrectionLevel: "M",
    margin: 2,
    width: 280,
  });
  return {
    payload,
    key,
    keyType,
    amount: amount.toFixed(2),
    txid,
    merchantName,
    merchantCity,
    qrCode,
  };
}
