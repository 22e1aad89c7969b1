import PDFDocument from 'pdfkit';
import type { HojaPadron, RenglonHoja, TablaHoja } from '@domain/padron/hoja';

/**
 * The producer's registry sheet as a PDF ('Hoja del padrón', spec 001 §2.9), drawn with pdfkit: letter size, the
 * receipt's look (server/modules/acopio/recibo-pdf.ts). The words and figures come from domain/padron/hoja.ts; this
 * file only places them. Helvetica's WinAnsi encoding carries every Spanish letter, so no font file is needed.
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
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(GRIS)
        .text(f.etiqueta, x, y, { width: anchoEtiqueta - 6 });
      const altoEtiqueta = doc.y - y;
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor('black')
        .text(f.valor, x + anchoEtiqueta, y, { width: anchoCol - anchoEtiqueta - 8 });
      alto = Math.max(alto, altoEtiqueta, doc.y - y);
    });
    doc.y = y + alto + 3;
  }
}

/** The plots' table: the header row shaded, the total row bold; figures right-aligned. */
function tabla(doc: Doc, t: TablaHoja): void {
  const proporciones = [190, 70, 70, 160];
  const escala = ANCHO / proporciones.reduce((s, a) => s + a, 0);
  const cols = proporciones.map((a) => a * escala);
  const derecha = (i: number) => i === 1 || i === 2;
  const fila = (celdas: string[], fuente: string, fondo?: string) => {
    const medir = () =>
      Math.max(
        ...celdas.map((c, i) =>
          doc
            .font(fuente)
            .fontSize(9)
            .heightOfString(c, { width: cols[i] - 6 }),
        ),
      ) + 6;
    espacio(doc, medir() + 2);
    const y = doc.y;
    const alto = medir();
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
  fila(t.encabezados, 'Helvetica-Bold', '#eeeeee');
  for (const f of t.filas) fila(f, 'Helvetica');
  fila(t.total, 'Helvetica-Bold');
}

/** The cooperative's stored logo (PNG or JPEG), or nothing if pdfkit cannot read it: a sheet never fails for a picture. */
function imagen(doc: Doc, bytes: Uint8Array | null, x: number, y: number, caja: [number, number]): boolean {
  if (!bytes?.length) return false;
  try {
    doc.image(Buffer.from(bytes), x, y, { fit: caja });
    return true;
  } catch {
    return false;
  }
}

/** The sheet's PDF bytes. */
export function hojaPadronPdf(h: HojaPadron, logo: Uint8Array | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGEN,
    info: { Title: `${h.titulo}: ${h.productor}`, Author: h.cooperativa, Creator: 'Cosecha' },
  });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const listo = new Promise<Buffer>((res, rej) => {
    doc.on('end', () => res(Buffer.concat(partes)));
    doc.on('error', rej);
  });

  // Header: the cooperative's logo on the left; its name, the title and the cycle on the right.
  const conLogo = imagen(doc, logo, MARGEN, MARGEN, [90, 60]);
  const xTexto = conLogo ? MARGEN + 105 : MARGEN;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('black')
    .text(h.cooperativa, xTexto, MARGEN, { width: MARGEN + ANCHO - xTexto });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(GRIS)
    .text(`${h.titulo}   ·   ${h.ciclo}`, xTexto, doc.y + 2);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('black')
    .text(h.productor, xTexto, doc.y + 4, { width: MARGEN + ANCHO - xTexto });
  doc.y = Math.max(doc.y, MARGEN + 64);

  for (const s of h.secciones) {
    if (!s.renglones.length) continue;
    titulo(doc, s.titulo);
    renglones(doc, s.renglones);
  }
  titulo(doc, 'Parcelas');
  tabla(doc, h.parcelas);
  doc.end();
  return listo;
}
