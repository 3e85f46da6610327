import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";

/**
 * The QR code printed on a certificate, read back: the image XObject pdf-lib embedded (8-bit
 * RGB, Flate-compressed) is inflated, widened to RGBA and decoded by jsQR, a real QR reader.
 */
export async function qrTextOfPdf(bytes: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(bytes);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    if (dict.get(PDFName.of("ColorSpace")) !== PDFName.of("DeviceRGB")) continue;
    const width = (dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const rgb = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba[i * 4] = rgb[i * 3];
      rgba[i * 4 + 1] = rgb[i * 3 + 1];
      rgba[i * 4 + 2] = rgb[i * 3 + 2];
      rgba[i * 4 + 3] = 255;
    }
    const found = jsQR(rgba, width, height);
    if (found) return found.data;
  }
  return null;
}
