import { MENSAJE_IMAGEN_FIRMA } from '@domain/comite/firma';
import { invalido } from '../../errores';
import { PIXELES_FIRMA, reencodarFirma, type Imagen } from './imagen';

/** Refused before decoding: says what to do, where the type message would be misleading. */
export const MENSAJE_FIRMA_GRANDE = 'La imagen de la firma es demasiado grande; use una de hasta 2048 × 1024 píxeles.';

/** The width and height a JPG, PNG or GIF header declares, to tell 'too big' from 'not an image'. */
function medidasDeclaradas(b: Buffer): { ancho: number; alto: number } | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47) return { ancho: b.readUInt32BE(16), alto: b.readUInt32BE(20) };
  if (b.length >= 10 && b.toString('latin1', 0, 3) === 'GIF') return { ancho: b.readUInt16LE(6), alto: b.readUInt16LE(8) };
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    for (let i = 2; i + 9 < b.length && b[i] === 0xff; i += 2 + b.readUInt16BE(i + 2)) {
      const m = b[i + 1];
      if (m >= 0xc0 && m <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(m)) return { alto: b.readUInt16BE(i + 5), ancho: b.readUInt16BE(i + 7) };
    }
  }
  return null;
}

/**
 * The committee's uploaded signature as the PNG to store (spec 000 §7 'the signature as file firma.png'): for the
 * committee's multipart route, which reads its own fields and hands the file's bytes here. JPG, PNG or GIF by
 * content, re-encoded to PNG (`reencodarFirma`); otherwise a 422 on `campo` with the spec's message (000 §5), or,
 * for an image over the pixel limit, a message that says which size to use.
 */
export async function firmaComoPng(b: Buffer, campo = 'firma_imagen'): Promise<{ img: Imagen; contenido: Buffer }> {
  const firma = await reencodarFirma(b);
  if (firma) return firma;
  const m = medidasDeclaradas(b);
  if (m && m.ancho * m.alto > PIXELES_FIRMA) throw invalido({ [campo]: [MENSAJE_FIRMA_GRANDE] });
  throw invalido({ [campo]: [MENSAJE_IMAGEN_FIRMA] });
}
