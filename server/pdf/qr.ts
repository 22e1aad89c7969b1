import QRCode from 'qrcode';
import type { Doc } from './documento';

/**
 * A QR code drawn as vector squares (issue 22 item 14): sharp at any zoom or printer, no image in the file (nothing
 * for PDF/A to object to), with the four-module quiet zone scanners need inside `lado` points. Error correction M
 * survives a crease or a stain on a paper receipt.
 */
export function qr(doc: Doc, texto: string, x: number, y: number, lado: number): void {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const paso = lado / (n + 8);
  doc.save().rect(x, y, lado, lado).fill('white');
  for (let fila = 0; fila < n; fila++)
    for (let col = 0; col < n; col++) if (modules.get(fila, col)) doc.rect(x + (col + 4) * paso, y + (fila + 4) * paso, paso, paso);
  doc.fill('black').restore();
}
