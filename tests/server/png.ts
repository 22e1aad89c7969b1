import { pngGris } from '../../server/demo/png';

/** A real PNG (greyscale) of `ancho`×`alto`, decodable by any viewer. */
export function pngValido(ancho = 4, alto = 2): Buffer {
  return pngGris(ancho, alto, new Uint8Array(ancho * alto).fill(0x80));
}
