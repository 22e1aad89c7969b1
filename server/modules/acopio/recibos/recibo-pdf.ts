import { formatoFecha } from '@domain/comun/formato';
import {
  renglonesEntrega,
  renglonesImportes,
  renglonesMuestreo,
  renglonesPagos,
  renglonesProductor,
  tablaPesadas,
  type Renglon,
} from '@domain/acopio/recibo';
import type { Recibo } from './recibos.repository';
import { qr } from '../../../pdf/qr';
import { ANCHO, encabezado, FUENTE, espacio, GRIS, imagen, MARGEN, nuevoDocumento, tabla, titulo, type Doc } from '../../../pdf/dibujo';

/**
 * A delivery receipt as a PDF (issue 12 'Receipts'), drawn with pdfkit on the server: letter size, one page for a
 * usual delivery (a long list of weighings flows onto more). The words and figures come from domain/acopio/recibo.ts;
 * this file only places them, with the shared pieces of server/pdf/dibujo.ts.
 */

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
        .font(FUENTE.normal)
        .fontSize(9)
        .fillColor(GRIS)
        .text(f.etiqueta, x, y, { width: anchoEtiqueta - 6 });
      doc
        .font(f.fuerte ? FUENTE.negrita : FUENTE.normal)
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
      .font(f.fuerte ? FUENTE.negrita : FUENTE.normal)
      .fontSize(10)
      .fillColor('black')
      .text(f.etiqueta, MARGEN, y, { width: xFig - MARGEN - 8 });
    const alto = doc.y - y;
    doc.text(f.valor, xFig, y, { width: 150, align: 'right' });
    doc.y = y + Math.max(alto, doc.y - y) + 3;
  }
}

/**
 * The receipt's PDF bytes. `verificacion.codigo` is its verification code (verificacion-recibo.ts); `verificacion.url`
 * the address of its public page (domain/acopio/verificacion-publica.ts), printed and drawn as a QR.
 */
export function reciboPdf(r: Recibo, verificacion: { codigo: string; url: string }): Promise<Buffer> {
  const { doc, listo } = nuevoDocumento({
    Title: `Recibo de entrega ${r.folio_acopio ?? ''}${r.anulada ? ' (ANULADO)' : ''}`.trim(),
    Author: r.cooperativa,
    Subject: `Recibo de entrega de acopio del ${formatoFecha(r.fecha_acopio)}: pesadas, importes y pagos`,
  });
  encabezado(doc, {
    logo: r.logo,
    cooperativa: r.cooperativa,
    titulo: 'Recibo de entrega de acopio',
    linea: `Folio ${r.folio_acopio ?? '--'}   ·   Fecha ${formatoFecha(r.fecha_acopio)}`,
    tamanoLinea: 11,
  });

  // A voided delivery's receipt (issue 22 item 4) says so first, in red, with its reason: a copy printed later can
  // never pass for a valid one.
  if (r.anulada) {
    doc
      .moveDown(0.4)
      .font(FUENTE.negrita)
      .fontSize(16)
      .fillColor('#b00020')
      .text('ANULADO', MARGEN, doc.y, { width: ANCHO, align: 'center' });
    doc
      .font(FUENTE.normal)
      .fontSize(10)
      .text(`Motivo: ${r.motivo_anulacion ?? ''}`, MARGEN, doc.y, { width: ANCHO, align: 'center' });
    doc.fillColor('black');
  }

  titulo(doc, 'Productor');
  renglones(doc, renglonesProductor(r), 2, 95);

  // Product, type and process side by side; categories and lot each across the page (a list of categories is long).
  titulo(doc, 'Entrega');
  const entrega = renglonesEntrega(r);
  const largos = entrega.filter((f) => f.etiqueta === 'Categorías' || f.etiqueta === 'Lote');
  renglones(
    doc,
    entrega.filter((f) => !largos.includes(f)),
    2,
    95,
  );
  renglones(doc, largos, 1, 95);

  titulo(doc, 'Pesadas');
  // #, units, bags, then the weights on the right.
  tabla(doc, tablaPesadas(r, r.unidad), [22, 150, 50, 70, 70, 80, 90], (i) => i >= 2);

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
  else doc.font(FUENTE.normal).fontSize(10).fillColor(GRIS).text('Sin pagos registrados', MARGEN, doc.y);

  if (r.observaciones) {
    titulo(doc, 'Observaciones');
    doc.font(FUENTE.normal).fontSize(10).fillColor('black').text(r.observaciones, MARGEN, doc.y, { width: ANCHO });
  }

  // Signature on the left; on the right the verification code and the QR of the public page (issue 22 item 14),
  // and under both the page's address on a line of its own, so it can be typed (or read by pdftotext) whole.
  espacio(doc, 130);
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
    .font(FUENTE.normal)
    .fontSize(9)
    .fillColor(GRIS)
    .text('Firma del productor', MARGEN, y + 80, { width: 220 });
  const LADO_QR = 88;
  qr(doc, verificacion.url, MARGEN + ANCHO - LADO_QR, y - 4, LADO_QR);
  const xCodigo = MARGEN + 232;
  const anchoCodigo = ANCHO - 232 - LADO_QR - 6;
  doc
    .font(FUENTE.normal)
    .fontSize(9)
    .fillColor(GRIS)
    .text('Código de verificación', xCodigo, y + 8, { width: anchoCodigo, align: 'right' });
  doc
    .font(FUENTE.mono)
    .fontSize(13)
    .fillColor('black')
    .text(verificacion.codigo, xCodigo, doc.y + 2, { width: anchoCodigo, align: 'right' });
  doc
    .font(FUENTE.normal)
    .fontSize(8)
    .fillColor(GRIS)
    .text('Escanee el código QR o abra la dirección de abajo para comprobar este recibo, sin cuenta.', xCodigo, doc.y + 3, {
      width: anchoCodigo,
      align: 'right',
    });
  doc
    .font(FUENTE.normal)
    .fontSize(8.5)
    .fillColor('black')
    .text(`Verificar en ${verificacion.url}`, MARGEN, y + 98, { width: ANCHO, align: 'right' });
  doc.end();
  return listo;
}
