import sharp from 'sharp';
import type { TipoImagen } from '@domain/contrato/archivos';

/** What an uploaded image really is, read from its bytes (never from its name or declared type). */
export interface Imagen {
  mime: TipoImagen;
  ancho: number;
  alto: number;
}

const FIRMA_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function leerPng(b: Buffer): Imagen | null {
  if (b.length < 33 || !b.subarray(0, 8).equals(FIRMA_PNG)) return null;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  // A complete PNG ends with an IEND chunk: a truncated or padded file is refused.
  if (b.toString('latin1', b.length - 8, b.length - 4) !== 'IEND') return null;
  return { mime: 'image/png', ancho: b.readUInt32BE(16), alto: b.readUInt32BE(20) };
}

function leerJpeg(b: Buffer): Imagen | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marcador = b[i + 1];
    const largo = b.readUInt16BE(i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marcador >= 0xc0 && marcador <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marcador)) {
      return { mime: 'image/jpeg', alto: b.readUInt16BE(i + 5), ancho: b.readUInt16BE(i + 7) };
    }
    i += 2 + largo;
  }
  return null;
}

/** Longest side any upload may declare. */
export const MAX_PIXELES = 4096;

/**
 * Pixels an image may have before it is decoded (width × height). A 2048×2048 logo prints 17 cm wide at 300 dpi and a
 * signature pad is far smaller, so 4 MP is plenty for logos and signatures; a 4096×4096 PNG of one colour is 25 kB on the
 * wire and 16.7 million pixels once decoded (a decompression bomb). Field photos (EUDR evidence) keep 4096×4096:
 * a 12 MP phone photo must pass.
 */
export const PIXELES_MAXIMOS = { logo: 2048 * 2048, foto: MAX_PIXELES * MAX_PIXELES } as const;

/**
 * The header check, cheap and first: only PNG or JPEG bytes (so SVG, TIFF or anything else never reaches a decoder),
 * of an accepted type, within the side limit. Null when the header does not say so.
 */
export function reconocerImagen(b: Buffer, aceptados: Imagen['mime'][]): Imagen | null {
  const img = leerPng(b) ?? leerJpeg(b);
  if (!img || !aceptados.includes(img.mime)) return null;
  if (img.ancho < 1 || img.alto < 1 || img.ancho > MAX_PIXELES || img.alto > MAX_PIXELES) return null;
  return img;
}

/**
 * Decodes the whole image with sharp (refusing more than `maxPixeles` before decoding, and any decoder error) and
 * re-encodes it: only these new bytes are stored, so whatever rode along after a valid header (HTML, a script,
 * metadata with the phone's GPS position) is gone. A PNG stays PNG; a JPEG is turned upright from its EXIF
 * orientation and written again as JPEG. Null when the bytes are not a whole image of an accepted type.
 */
export async function decodificarImagen(
  b: Buffer,
  aceptados: Imagen['mime'][],
  maxPixeles: number,
): Promise<{ img: Imagen; contenido: Buffer } | null> {
  const cabecera = reconocerImagen(b, aceptados);
  if (!cabecera) return null;
  try {
    const entrada = sharp(b, { limitInputPixels: maxPixeles, failOn: 'error' });
    const salida = cabecera.mime === 'image/png' ? entrada.png() : entrada.rotate().jpeg({ quality: 90 });
    const { data, info } = await salida.toBuffer({ resolveWithObject: true });
    return { img: { mime: cabecera.mime, ancho: info.width, alto: info.height }, contenido: data };
  } catch {
    // libvips' message is English and names its internals: the caller answers its own Spanish 422
    return null;
  }
}

function leerGif(b: Buffer): { ancho: number; alto: number } | null {
  if (b.length < 14) return null;
  const firma = b.toString('latin1', 0, 6);
  if (firma !== 'GIF87a' && firma !== 'GIF89a') return null;
  // A GIF ends with its trailer byte (0x3B): a truncated file is refused before the decoder sees it.
  if (b[b.length - 1] !== 0x3b) return null;
  return { ancho: b.readUInt16LE(6), alto: b.readUInt16LE(8) };
}

/**
 * Pixels a committee signature upload may have (spec 000 §4: drawn on a 250×125 canvas). The dialog always sends
 * its own PNG of that frame (2× for sharp print), so 2048×1024 leaves room for a scanned signature sent by another
 * client and still refuses a decompression bomb before it is decoded.
 */
export const PIXELES_FIRMA = 2048 * 1024;

/**
 * A committee signature (spec 000 §5 and §9: JPG, PNG or GIF; stored as firma.png, spec 000 §7): read from its
 * bytes (magic number and declared size, never the name or declared type), refused above `PIXELES_FIRMA` before
 * decoding, decoded whole by sharp (only the first frame of an animated GIF) and written again as PNG, so what is
 * stored is always a PNG made here. Null when the bytes are not a whole image of those three formats within the limit.
 */
export async function reencodarFirma(b: Buffer): Promise<{ img: Imagen; contenido: Buffer } | null> {
  const cabecera = leerPng(b) ?? leerJpeg(b) ?? leerGif(b);
  if (!cabecera || cabecera.ancho < 1 || cabecera.alto < 1 || cabecera.ancho * cabecera.alto > PIXELES_FIRMA) return null;
  try {
    const { data, info } = await sharp(b, { limitInputPixels: PIXELES_FIRMA, failOn: 'error', pages: 1 })
      .rotate()
      .png()
      .toBuffer({ resolveWithObject: true });
    return { img: { mime: 'image/png', ancho: info.width, alto: info.height }, contenido: data };
  } catch {
    // libvips' message is English and names its internals: the caller answers its own Spanish 422
    return null;
  }
}
