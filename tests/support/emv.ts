/**
 * An independent reader of EMV® QRCPS-MPM payloads (the BR Code), written from the spec, so
 * the tests do not trust the library that produced the payload: TLV fields (2-digit id,
 * 2-digit length, value) and the CRC16/CCITT-FALSE of field 63.
 */
export type Tlv = Map<string, string>;

export function parseTlv(text: string): Tlv {
  const fields: Tlv = new Map();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length)
      throw new Error(`TLV inválido em ${at}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The fields of a static PIX BR Code, with the CRC checked. */
export function readPixPayload(payload: string) {
  const fields = parseTlv(payload);
  const account = parseTlv(fields.get("26") ?? "");
  const extra = parseTlv(fields.get("62") ?? "");
  return {
    formatIndicator: fields.get("00"),
    gui: account.get("00"),
    key: account.get("01"),
    categoryCode: fields.get("52"),
    currency: fields.get("53"),
    amount: fields.get("54"),
    country: fields.get("58"),
    merchantName: fields.get("59"),
    merchantCity: fields.get("60"),
    txid: extra.get("05"),
    crc: fields.get("63"),
    crcValid:
      payload.endsWith(fields.get("63") ?? "?") &&
      crc16CcittFalse(payload.slice(0, -4)) === fields.get("63"),
  };
}
