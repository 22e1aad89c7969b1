import { LIENZO_FIRMA, tamanoLetraFirma, type ModoTextoFirma } from '@domain/comite/firma';

/**
 * Drawing a committee signature on the 250×125 frame (spec 000 §4) and reading it back as a PNG data URL. Every mode
 * (drawn, typed, uploaded, saved) ends here, so what the dialog returns is always a PNG of the same size.
 */

/** Canvas pixels per CSS pixel: a 500×250 PNG prints sharp at the evaluation's size and stays a few kB. */
export const ESCALA_FIRMA = 2;

/** The ink of every mode (the same blue the delivery's signature pad uses). */
export const TINTA_FIRMA = '#1a237e';
export const FONDO_FIRMA = '#ffffff';

/** Room left on each side so a long name or a wide image never touches the frame. */
export const MARGEN_FIRMA = 8;

/**
 * A handwriting-like face the person's system already has (nothing is downloaded: the app works offline and loads
 * nothing from a CDN): Windows' Segoe Script, macOS' Bradley Hand / Apple Chancery, Linux's URW Chancery (Z003),
 * then the generic `cursive`. Drawn italic, so even a system whose `cursive` is a plain sans still slants it.
 */
export const FUENTE_FIRMA =
  '"Segoe Script", "Bradley Hand", "Apple Chancery", "Brush Script MT", "Lucida Handwriting", "URW Chancery L", "Z003", cursive';

/** The CSS font of a typed signature at its R041 size. */
export const fuenteFirma = (texto: string, modo: ModoTextoFirma): string => `italic ${tamanoLetraFirma(texto, modo)}px ${FUENTE_FIRMA}`;

/** Sizes the canvas to the frame × ESCALA_FIRMA and paints it white; drawing afterwards uses CSS pixels. */
export function prepararLienzo(c: HTMLCanvasElement): CanvasRenderingContext2D | null {
  c.width = LIENZO_FIRMA.ancho * ESCALA_FIRMA;
  c.height = LIENZO_FIRMA.alto * ESCALA_FIRMA;
  const ctx = c.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(ESCALA_FIRMA, 0, 0, ESCALA_FIRMA, 0, 0);
  ctx.fillStyle = FONDO_FIRMA;
  ctx.fillRect(0, 0, LIENZO_FIRMA.ancho, LIENZO_FIRMA.alto);
  return ctx;
}

/**
 * A full name or initials drawn centred on the frame at the R041 size; a name wider than the frame is narrowed to
 * fit (fillText's maxWidth) rather than cut. Null for blank text: there is nothing to sign with.
 */
export function dibujarTextoFirma(c: HTMLCanvasElement, texto: string, modo: ModoTextoFirma): string | null {
  const ctx = prepararLienzo(c);
  const limpio = texto.normalize('NFC').trim();
  if (!ctx || limpio === '') return null;
  ctx.font = fuenteFirma(limpio, modo);
  ctx.fillStyle = TINTA_FIRMA;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(limpio, LIENZO_FIRMA.ancho / 2, LIENZO_FIRMA.alto / 2, LIENZO_FIRMA.ancho - 2 * MARGEN_FIRMA);
  return c.toDataURL('image/png');
}

/** Where an image of `ancho`×`alto` goes inside the frame: as large as fits, proportions kept, centred. */
export function encuadre(ancho: number, alto: number): { x: number; y: number; ancho: number; alto: number } {
  const libreAncho = LIENZO_FIRMA.ancho - 2 * MARGEN_FIRMA;
  const libreAlto = LIENZO_FIRMA.alto - 2 * MARGEN_FIRMA;
  const escala = Math.min(libreAncho / ancho, libreAlto / alto);
  const a = ancho * escala;
  const h = alto * escala;
  return { x: (LIENZO_FIRMA.ancho - a) / 2, y: (LIENZO_FIRMA.alto - h) / 2, ancho: a, alto: h };
}

/**
 * A decoded image (an upload or the saved signature) re-drawn on the white frame, so what is sent is a PNG made
 * here whatever the file was (JPG, GIF, a PNG with transparency or extra chunks). Null for an image with no size.
 */
export function dibujarImagenFirma(c: HTMLCanvasElement, img: HTMLImageElement): string | null {
  const ctx = prepararLienzo(c);
  if (!ctx || img.naturalWidth < 1 || img.naturalHeight < 1) return null;
  const e = encuadre(img.naturalWidth, img.naturalHeight);
  ctx.drawImage(img, e.x, e.y, e.ancho, e.alto);
  return c.toDataURL('image/png');
}

/** Loads and decodes an image URL (an object URL or a data URL); rejects when the browser cannot decode it. */
export async function cargarImagen(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return img;
}
