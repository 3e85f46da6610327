import type { FinanceKind } from "@/lib/kinds/finance";
import type { FileInfo } from "@/lib/validation/file";
import type { AccessKeyInfo } from "@/lib/validation/nfe-access-key";

/**
 * Several receipts per finance item: the limit, the messages and the shapes the item's answer
 * carries (`files`, `duplicates`), shared by the services and the screens.
 */

export const MAX_RECEIPTS_PER_ITEM = 10;

export const RECEIPTS_FULL = `Este item já tem ${MAX_RECEIPTS_PER_ITEM} comprovantes. Remova um antes de enviar outro.`;
export const RECEIPT_ALREADY_ON_ITEM = "Este arquivo já foi enviado neste item.";
export const RECEIPT_NOT_FOUND = "Comprovante não encontrado";

/** One receipt of an item: the stored file, and the NF-e/NFC-e key typed or read from it. */
export type ReceiptFile = FileInfo & {
  accessKey: string | null;
  /** What the key says (issuer's CNPJ, state, month, model); null without a key. */
  issuer: Omit<AccessKeyInfo, "key"> | null;
};

export type DuplicateReason = "same_file" | "same_access_key";

/**
 * Another item holding the same receipt (by SHA-256) or the same access key. For a collaborator,
 * another person's item has `itemId: null` (it exists, but which one is not theirs to know).
 */
export type ReceiptDuplicate = {
  itemId: number | null;
  kind: FinanceKind;
  reason: DuplicateReason;
};

export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  same_file: "mesmo arquivo",
  same_access_key: "mesma chave de acesso",
};
