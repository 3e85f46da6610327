import { crc32, deflateSync } from "node:zlib";

/**
 * Real, small file bytes made in code: the demo data's receipts and thumbnails, and the upload
 * tests' files (tests/support/files.ts). Every one opens in an ordinary viewer and passes the
 * upload rules by its bytes (PNG and PDF magic numbers). No `server-only`: Playwright imports it.
 */

export type Rgb = readonly [number, number, number];

const VIOLET: Rgb = [110, 86, 207];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width`×`height` truecolour PNG, each pixel painted by `paint(x, y)` (violet by default). */
export function pngBytes(
  width = 2,
  height = 2,
  paint: (x: number, y: number) => Rgb = () => VIOLET,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour; bytes 10–12 (compression, filter, interlace) stay 0
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(stride * height); // each row starts with filter type 0 (none)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw.set([r, g, b], y * stride + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A diagonal gradient from `from` (top left) to `to` (bottom right): a thumbnail that looks like
 * one.
 */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const span = Math.max(1, width + height - 2);
  return pngBytes(width, height, (x, y) => {
    const t = (x + y) / span;
    const mix = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * t);
    return [mix(0), mix(1), mix(2)];
  });
}

/** PDF string literal: backslash and parentheses escaped, anything outside Latin-1 dropped. */
const pdfText = (line: string) =>
  line.replace(/[^\u0020-\u00ff]/g, "").replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page PDF showing `lines` (Latin-1, Helvetica with WinAnsi, so "Almoço" shows as written).
 */
export function pdfBytes(lines: readonly string[] = ["Recibo"]): Buffer {
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 ${i === 0 ? 18 : 11} Tf 20 ${i === 0 ? 150 : 130 - i * 18} Td (${pdfText(line)}) Tj ET`,
    )
    .join("\n");
  const content = Buffer.from(text, "latin1");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 320 180] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
