import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The embedded fonts, parsed once per process (issue 25 'Benchmark': the account statement ≤ 100 ms). pdfkit parses a
 * font anew for every document (fontkit.create, then its cmap, GSUB and GPOS tables on the first words laid out):
 * with DejaVu's three faces that was about a third of drawing a statement, the same tables every time. The parsed
 * font is read-only, so each document gets its own pdfkit font object (its own glyph subset, widths and ids: what it
 * embeds is exactly what it used) over the font the first document parsed. pdfkit has no public way to hand it a
 * parsed font, so this reaches into three of its document fields (`_font`, `_fontFamilies`, `_fontCount`, pdfkit
 * 0.17), and shares the font's layout cache (`layoutCache`) between documents; tests/server/pdf checks the files stay
 * PDF/A with the fonts embedded and subset.
 */

/** pdfkit's EmbeddedFont as far as this file uses it. */
interface FuentePdfkit {
  font: unknown;
  name: string;
  layoutCache?: Record<string, unknown>;
}
type ClaseFuente = new (doc: Doc, font: unknown, id: string) => FuentePdfkit;
interface DocInterno {
  _font: FuentePdfkit | null;
  _fontFamilies: Record<string, FuentePdfkit>;
  _fontCount: number;
}

/**
 * A parsed font with its words already laid out. pdfkit lays out (shapes: fontkit's GSUB and GPOS lookups) each word
 * of each text once per document and keeps the result by word on its font object; in a statement that was most of the
 * drawing (issue 25: ~60 % of a statement's time, profile in DECISIONES), the same dates, labels and figures in every
 * document. A run depends only on the parsed font and the word (pdfkit scales its positions once, by the font's
 * units per em, and copies a position before changing it for word spacing), so every document of the process shares
 * one cache per font. It starts anew every CACHE_DOCUMENTOS documents, so the words of a long-running server stay few.
 */
interface Leida {
  clase: ClaseFuente;
  font: unknown;
  cache: Record<string, unknown>;
  documentos: number;
}
const LEIDAS = new Map<string, Leida>();
const CACHE_DOCUMENTOS = 500;

function compartirCache(leida: Leida, f: FuentePdfkit): void {
  if (!f.layoutCache) return; // the document asked for no cache (fontLayoutCache: false)
  if (++leida.documentos > CACHE_DOCUMENTOS) {
    leida.cache = Object.create(null) as Record<string, unknown>;
    leida.documentos = 1;
  }
  f.layoutCache = leida.cache;
}

/**
 * Makes the registered fonts `nombres` (registerFont'ed on `doc` already) ready on the document: the first document
 * of the process parses them as pdfkit always does and keeps them; every later one reuses the parsed font.
 */
export function cargarFuentes(doc: Doc, nombres: readonly string[]): void {
  const d = doc as unknown as DocInterno;
  for (const nombre of nombres) {
    const leida = LEIDAS.get(nombre);
    if (!leida) {
      doc.font(nombre);
      const f = d._font!;
      const nueva: Leida = {
        clase: f.constructor as ClaseFuente,
        font: f.font,
        cache: Object.create(null) as Record<string, unknown>,
        documentos: 0,
      };
      LEIDAS.set(nombre, nueva);
      compartirCache(nueva, f);
      continue;
    }
    // What doc.font() does after parsing: a new id, and the font known by its name and by its PostScript name.
    const f = new leida.clase(doc, leida.font, `F${++d._fontCount}`);
    compartirCache(leida, f);
    d._fontFamilies[nombre] = f;
    d._fontFamilies[f.name] = f;
  }
}
