import type { HojaPadron, RenglonHoja } from '@domain/padron/hoja';
import { ANCHO, encabezado, FUENTE, espacio, GRIS, MARGEN, nuevoDocumento, tabla, titulo, type Doc } from '../../../pdf/dibujo';

/**
 * The producer's registry sheet as a PDF ('Hoja del padrón', spec 001 §2.9), drawn with pdfkit: letter size, the
 * receipt's look (server/pdf/dibujo.ts). The words and figures come from domain/padron/hoja.ts; this file only places
 * them.
 */

/** Label and value side by side, two pairs a line: a sheet of ~45 values stays on one page. */
function renglones(doc: Doc, filas: RenglonHoja[], anchoEtiqueta = 118): void {
  const anchoCol = ANCHO / 2;
  for (let i = 0; i < filas.length; i += 2) {
    espacio(doc, 18);
    const y = doc.y;
    let alto = 0;
    filas.slice(i, i + 2).forEach((f, j) => {
      const x = MARGEN + j * anchoCol;
      doc
        .font(FUENTE.normal)
        .fontSize(8.5)
        .fillColor(GRIS)
        .text(f.etiqueta, x, y, { width: anchoEtiqueta - 6 });
      const altoEtiqueta = doc.y - y;
      doc
        .font(FUENTE.normal)
        .fontSize(9.5)
        .fillColor('black')
        .text(f.valor, x + anchoEtiqueta, y, { width: anchoCol - anchoEtiqueta - 8 });
      alto = Math.max(alto, altoEtiqueta, doc.y - y);
    });
    doc.y = y + alto + 3;
  }
}

/** The sheet's PDF bytes. */
export function hojaPadronPdf(h: HojaPadron, logo: Uint8Array | null): Promise<Buffer> {
  const { doc, listo } = nuevoDocumento({
    Title: `${h.titulo}: ${h.productor}`,
    Author: h.cooperativa,
    Subject: `${h.titulo} de un productor, ${h.ciclo}`,
  });
  encabezado(doc, { logo, cooperativa: h.cooperativa, titulo: `${h.titulo}   ·   ${h.ciclo}`, linea: h.productor, tamanoLinea: 12 });
  for (const s of h.secciones) {
    if (!s.renglones.length) continue;
    titulo(doc, s.titulo);
    renglones(doc, s.renglones);
  }
  titulo(doc, 'Parcelas');
  // Name, hectares, plants (figures on the right), geolocation.
  tabla(doc, h.parcelas, [190, 70, 70, 160], (i) => i === 1 || i === 2);
  doc.end();
  return listo;
}
