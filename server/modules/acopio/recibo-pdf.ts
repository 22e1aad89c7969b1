import PDFDocument from 'pdfkit';
import { formatoFecha } from '@domain/comun/formato';
import {
  renglonesImportes,
  renglonesMuestreo,
  renglonesPagos,
  renglonesProductor,
  tablaPesadas,
  type Renglon,
} from '@domain/acopio/recibo';
import type { Recibo } from './recibos.repository';

/**
 * A delivery receipt as a PDF (issue 12 'Receipts'), drawn with pdfkit on the server: letter size, one page for a
 * usual delivery (a long list of weighings flows onto more). The words and figures come from domain/acopio/recibo.ts;
 * this file only places them. Helvetica's WinAnsi encoding carries every Spanish letter, so no font file is needed.
 */

const MARGEN = 40;
const ANCHO = 612 - 2 * MARGEN;
const GRIS = '#555555';
const LINEA = '#bbbbbb';

type Doc = InstanceType<typeof PDFDocument>;

/** Keeps `alto` points free below the cursor, or starts a new page. */
function espacio(doc: Doc, alto: number): void {
  if (doc.y + alto > doc.page.height - MARGEN) doc.addPage();
}

function titulo(doc: Doc, texto: string): void {
  espacio(doc, 40);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor('black').text(texto, MARGEN, doc.y);
  doc
    .moveTo(MARGEN, doc.y + 2)
    .lineTo(MARGEN + ANCHO, doc.y + 2)
    .strokeColor(LINEA)
    .lineWidth(0.7)
    .stroke();
  doc.moveDown(0.4);
}

/** Label and value side by side; two columns of them when `columnas` is 2. */
function renglones(doc: Doc, filas: Renglon[], columnas: 1 | 2 = 1, anchoEtiqueta = 120): void {
  const anchoCol = ANCHO / columnas;
  for (let i = 0; i < filas.length; i += columnas) {
    espacio(doc, 16);
    const y = doc.y;
    let alto = 0;
    filas.slice(i, i + columnas).forEach((f, j) => {
      const x = MARGEN + j * anchoCol;
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(GRIS)
        .text(f.etiqueta, x, y, { width: anchoEtiqueta - 6 });
      doc
        .font(f.fuerte ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .fillColor('black')
        .text(f.valor, x + anchoEtiqueta, y, { width: anchoCol - anchoEtiqueta - 8 });
      alto = Math.max(alto, doc.y - y);
    });
    doc.y = y + alto + 3;
  }
}

/** Amounts: label on the left, figure right-aligned in a column, as on a cash slip. */
function importes(doc: Doc, filas: Renglon[]): void {
  const xFig = MARGEN + ANCHO - 150;
  for (const f of filas) {
    espacio(doc, 16);
    const y = doc.y;
    doc
      .font(f.fuerte ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('black')
      .text(f.etiqueta, MARGEN, y, { width: xFig - MARGEN - 8 });
    const alto = doc.y - y;
    doc.text(f.valor, xFig, y, { width: 150, align: 'right' });
    doc.y = y + Math.max(alto, doc.y - y) + 3;
  }
}

function tabla(doc: Doc, encabezados: string[], filas: string[][], total: string[]): void {
  const anchos = [22, 150, 50, 70, 70, 80, 90];
  const escala = ANCHO / anchos.reduce((s, a) => s + a, 0);
  const cols = anchos.map((a) => a * escala);
  const fila = (celdas: string[], fuente: string, fondo?: string) => {
    espacio(doc, 18);
    const y = doc.y;
    const alto =
      Math.max(
        ...celdas.map((c, i) =>
          doc
            .font(fuente)
            .fontSize(9)
            .heightOfString(c, { width: cols[i] - 6 }),
        ),
      ) + 6;
    if (fondo) doc.rect(MARGEN, y, ANCHO, alto).fill(fondo);
    let x = MARGEN;
    celdas.forEach((c, i) => {
      doc
        .font(fuente)
        .fontSize(9)
        .fillColor('black')
        .text(c, x + 3, y + 3, { width: cols[i] - 6, align: i >= 2 ? 'right' : 'left' });
      x += cols[i];
    });
    doc
      .moveTo(MARGEN, y + alto)
      .lineTo(MARGEN + ANCHO, y + alto)
      .strokeColor(LINEA)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + alto;
  };
  fila(encabezados, 'Helvetica-Bold', '#eeeeee');
  for (const f of filas) fila(f, 'Helvetica');
  fila(total, 'Helvetica-Bold');
}

/** An image stored by the app (PNG or JPEG), or nothing if pdfkit cannot read it: a receipt never fails for a picture. */
function imagen(doc: Doc, bytes: Uint8Array | null, x: number, y: number, caja: [number, number]): boolean {
  if (!bytes?.length) return false;
  try {
    doc.image(Buffer.from(bytes), x, y, { fit: caja });
    return true;
  } catch {
    return false;
  }
}

/** The receipt's PDF bytes. `codigo` is its verification code (verificacion-recibo.ts). */
export function reciboPdf(r: Recibo, codigo: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGEN,
    info: { Title: `Recibo de entrega ${r.folio_acopio ?? ''}`.trim(), Author: r.cooperativa, Creator: 'Cosecha' },
  });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const listo = new Promise<Buffer>((res, rej) => {
    doc.on('end', () => res(Buffer.concat(partes)));
    doc.on('error', rej);
  });

  // Header: the cooperative's logo on the left, its name and the receipt's folio and date on the right.
  const conLogo = imagen(doc, r.logo, MARGEN, MARGEN, [90, 60]);
  const xTexto = conLogo ? MARGEN + 105 : MARGEN;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('black')
    .text(r.cooperativa, xTexto, MARGEN, { width: MARGEN + ANCHO - xTexto });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(GRIS)
    .text('Recibo de entrega de acopio', xTexto, doc.y + 2);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('black')
    .text(`Folio ${r.folio_acopio ?? '--'}   ·   Fecha ${formatoFecha(r.fecha_acopio)}`, xTexto, doc.y + 4);
  doc.y = Math.max(doc.y, MARGEN + 64);

  titulo(doc, 'Productor');
  renglones(doc, renglonesProductor(r), 2, 95);

  titulo(doc, 'Pesadas');
  const t = tablaPesadas(r, r.unidad);
  tabla(doc, t.encabezados, t.filas, t.total);

  const muestreo = renglonesMuestreo(r);
  if (muestreo.length) {
    titulo(doc, 'Muestreo');
    renglones(doc, muestreo, 2, 95);
  }

  titulo(doc, 'Importes');
  importes(doc, renglonesImportes(r, r.unidad));
  const pagos = renglonesPagos(r);
  titulo(doc, 'Pagos');
  if (pagos.length) importes(doc, pagos);
  else doc.font('Helvetica').fontSize(10).fillColor(GRIS).text('Sin pagos registrados', MARGEN, doc.y);

  if (r.observaciones) {
    titulo(doc, 'Observaciones');
    doc.font('Helvetica').fontSize(10).fillColor('black').text(r.observaciones, MARGEN, doc.y, { width: ANCHO });
  }

  // Signature on the left, verification code on the right, kept together at the end.
  espacio(doc, 120);
  doc.moveDown(1);
  const y = doc.y;
  imagen(doc, r.firma, MARGEN, y, [200, 70]);
  doc
    .moveTo(MARGEN, y + 76)
    .lineTo(MARGEN + 220, y + 76)
    .strokeColor('black')
    .lineWidth(0.7)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GRIS)
    .text('Firma del productor', MARGEN, y + 80, { width: 220 });
  const xCodigo = MARGEN + ANCHO - 230;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GRIS)
    .text('Código de verificación', xCodigo, y + 30, { width: 230, align: 'right' });
  doc
    .font('Courier-Bold')
    .fontSize(13)
    .fillColor('black')
    .text(codigo, xCodigo, doc.y + 2, { width: 230, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GRIS)
    .text('La cooperativa puede comprobar este código en su sistema.', xCodigo, doc.y + 2, { width: 230, align: 'right' });
  doc.end();
  return listo;
}
