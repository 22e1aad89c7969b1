import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cargarFuentes } from './fuentes';

/**
 * The one place a PDF of the app is made (issue 22 item 13): every document (the delivery receipt, the registry
 * sheet, any later one) calls `nuevoDocumento`, so every one
 * - embeds its fonts: DejaVu Sans (regular and bold) and DejaVu Sans Mono for codes, subset into the file, so any
 *   Unicode text a person typed ('≥', 'ñ', '€', 'Ŝ') prints as typed and the file reads the same on any machine
 *   (pdfkit's standard Helvetica is neither embedded nor able to print beyond Windows-1252);
 * - says what it is: Title, Author (the cooperative), Subject, Creator, creation date, language es-MX, in the
 *   document information and in its XMP metadata, and shows its title in the viewer's window;
 * - is PDF 1.7 declared PDF/A-2b (the archival form a buyer or auditor keeps), with pdfkit's sRGB output intent.
 */

export const MARGEN = 40;

/** The names every drawing uses for the embedded fonts (registered in each document). */
export const FUENTE = { normal: 'DejaVuSans', negrita: 'DejaVuSans-Bold', mono: 'DejaVuSansMono-Bold' } as const;

const requerir = createRequire(import.meta.url);
/** The font files, read once per process (about 1.4 MB; each document embeds only the glyphs it uses). */
const BYTES_FUENTES: Record<string, Buffer> = Object.fromEntries(
  Object.values(FUENTE).map((n) => [n, readFileSync(requerir.resolve(`dejavu-fonts-ttf/ttf/${n}.ttf`))]),
);

export type Doc = InstanceType<typeof PDFDocument>;

export interface InfoDocumento {
  /** 'Recibo de entrega E-000123'. */
  Title: string;
  /** The cooperative whose document it is. */
  Author: string;
  /** What the document is, in a sentence. */
  Subject: string;
}

/**
 * pdfkit copies Title, Author and Subject into the XMP packet as they are, without XML escaping: a cooperative named
 * 'Café & Cacao' would make the metadata unreadable (and the file no PDF/A). Those three characters are replaced by
 * ones that read the same ('y', '‹', '›'); control characters are dropped.
 */
export const textoMetadato = (t: string): string =>
  t
    .replace(/&/g, 'y')
    .replace(/</g, '‹')
    .replace(/>/g, '›')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A page size in points and its margin: letter (every document so far) or a printer's label. */
export interface Pagina {
  tamano: 'LETTER' | [number, number];
  margen: number;
}
export const CARTA: Pagina = { tamano: 'LETTER', margen: MARGEN };
const PUNTOS_POR_MM = 72 / 25.4;
/** Issue 26: the quality printouts fit the label printer, 80 mm wide × 50 mm high, with a 3 mm margin. */
export const ETIQUETA_80X50: Pagina = { tamano: [80 * PUNTOS_POR_MM, 50 * PUNTOS_POR_MM], margen: 3 * PUNTOS_POR_MM };

/**
 * A letter-size document (or another `pagina`) as a stream (issue 23: a lot's summary of thousands of plots goes into a zip as it is
 * drawn, never whole in memory): read it, or pipe it, while drawing; `doc.end()` ends it.
 */
export function documentoEnFlujo(info: InfoDocumento, pagina: Pagina = CARTA): Doc {
  const doc = new PDFDocument({
    size: pagina.tamano,
    margin: pagina.margen,
    pdfVersion: '1.7',
    subset: 'PDF/A-2b',
    lang: 'es-MX',
    displayTitle: true,
    // No default font: pdfkit never loads Helvetica (no unembedded font is in the file); DejaVu is set below.
    font: null as unknown as string,
    info: {
      Title: textoMetadato(info.Title),
      Author: textoMetadato(info.Author),
      Subject: textoMetadato(info.Subject),
      Creator: 'Cosecha',
      // pdfkit writes the Creator as the XMP's pdf:Producer: the two must agree for PDF/A (ISO 19005 §6.6.3)
      Producer: 'Cosecha',
      CreationDate: new Date(),
    },
  });
  for (const [nombre, bytes] of Object.entries(BYTES_FUENTES)) doc.registerFont(nombre, bytes);
  cargarFuentes(doc, Object.values(FUENTE));
  doc.font(FUENTE.normal);
  return doc;
}

/** A letter-size document (or another `pagina`) and the promise of its bytes, resolved once `doc.end()` has been called. */
export function nuevoDocumento(info: InfoDocumento, pagina: Pagina = CARTA): { doc: Doc; listo: Promise<Buffer> } {
  const doc = documentoEnFlujo(info, pagina);
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const listo = new Promise<Buffer>((res, rej) => {
    doc.on('end', () => res(Buffer.concat(partes)));
    doc.on('error', rej);
  });
  return { doc, listo };
}
