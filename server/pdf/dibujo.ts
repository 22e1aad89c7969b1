import { FUENTE, MARGEN, nuevoDocumento, type Doc } from './documento';

/**
 * What every document the server draws shares (the delivery receipt, the registry sheet): letter size, one margin,
 * one grey, section titles with a rule, a table that never splits a row across pages, the cooperative's header.
 * Each document keeps only its own layout; every one is made by documento.ts (embedded DejaVu, metadata, PDF/A-2b).
 */

export { FUENTE, MARGEN, nuevoDocumento, type Doc };

export const ANCHO = 612 - 2 * MARGEN;
export const GRIS = '#555555';
export const LINEA = '#bbbbbb';

/** Keeps `alto` points free below the cursor, or starts a new page. */
export function espacio(doc: Doc, alto: number): void {
  if (doc.y + alto > doc.page.height - MARGEN) doc.addPage();
}

/** A section's title, bold, with a thin rule under it. */
export function titulo(doc: Doc, texto: string): void {
  espacio(doc, 40);
  doc.moveDown(0.6).font(FUENTE.negrita).fontSize(11).fillColor('black').text(texto, MARGEN, doc.y);
  doc
    .moveTo(MARGEN, doc.y + 2)
    .lineTo(MARGEN + ANCHO, doc.y + 2)
    .strokeColor(LINEA)
    .lineWidth(0.7)
    .stroke();
  doc.moveDown(0.4);
}

/** An image stored by the app (PNG or JPEG), or nothing if pdfkit cannot read it: a document never fails for a picture. */
export function imagen(doc: Doc, bytes: Uint8Array | null, x: number, y: number, caja: [number, number]): boolean {
  if (!bytes?.length) return false;
  try {
    doc.image(Buffer.from(bytes), x, y, { fit: caja });
    return true;
  } catch {
    return false;
  }
}

/**
 * The cooperative's header: its logo on the left (when it has one), its name, the document's title and a third line
 * (folio and date, or the producer) on the right. Leaves the cursor below the logo.
 */
export function encabezado(
  doc: Doc,
  e: { logo: Uint8Array | null; cooperativa: string; titulo: string; linea: string; tamanoLinea: number },
): void {
  const conLogo = imagen(doc, e.logo, MARGEN, MARGEN, [90, 60]);
  const xTexto = conLogo ? MARGEN + 105 : MARGEN;
  const ancho = MARGEN + ANCHO - xTexto;
  doc.font(FUENTE.negrita).fontSize(14).fillColor('black').text(e.cooperativa, xTexto, MARGEN, { width: ancho });
  doc
    .font(FUENTE.normal)
    .fontSize(11)
    .fillColor(GRIS)
    .text(e.titulo, xTexto, doc.y + 2);
  doc
    .font(FUENTE.negrita)
    .fontSize(e.tamanoLinea)
    .fillColor('black')
    .text(e.linea, xTexto, doc.y + 4, { width: ancho });
  doc.y = Math.max(doc.y, MARGEN + 64);
}

export interface Tabla {
  encabezados: string[];
  filas: string[][];
  total: string[];
}

/**
 * A table across the page: the header row shaded, the total row bold, ruled rows. `proporciones` are the columns'
 * relative widths; `derecha(i)` right-aligns column i (figures). A row goes whole onto the next page if it does not fit.
 */
export function tabla(doc: Doc, t: Tabla, proporciones: number[], derecha: (i: number) => boolean): void {
  const escala = ANCHO / proporciones.reduce((s, a) => s + a, 0);
  const cols = proporciones.map((a) => a * escala);
  const fila = (celdas: string[], fuente: string, fondo?: string) => {
    doc.font(fuente).fontSize(9);
    const alto = Math.max(...celdas.map((c, i) => doc.heightOfString(c, { width: cols[i] - 6 }))) + 6;
    espacio(doc, alto + 2);
    const y = doc.y;
    if (fondo) doc.rect(MARGEN, y, ANCHO, alto).fill(fondo);
    let x = MARGEN;
    celdas.forEach((c, i) => {
      doc
        .font(fuente)
        .fontSize(9)
        .fillColor('black')
        .text(c, x + 3, y + 3, { width: cols[i] - 6, align: derecha(i) ? 'right' : 'left' });
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
  fila(t.encabezados, FUENTE.negrita, '#eeeeee');
  for (const f of t.filas) fila(f, FUENTE.normal);
  fila(t.total, FUENTE.negrita);
}
