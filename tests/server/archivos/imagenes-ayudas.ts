import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { jpegValido } from '../ayudas';
import { pngValido } from '../png';

/** Format, size and raw pixels of an image as a decoder sees them: equal for an image and its re-encoding. */
export async function pixeles(b: Buffer): Promise<{ formato: string | undefined; ancho: number; alto: number; datos: string }> {
  const { data, info } = await sharp(b).raw().toBuffer({ resolveWithObject: true });
  const { format } = await sharp(b).metadata();
  return { formato: format, ancho: info.width, alto: info.height, datos: data.toString('base64') };
}

const trozo = (tipo: string, datos: Buffer) => {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(tipo, 'latin1'), datos])) >>> 0);
  return Buffer.concat([largo, Buffer.from(tipo, 'latin1'), datos, crc]);
};

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/**
 * The three files issue 10 says were accepted as logos or signatures when only the header was read:
 * - `pngConHtml`: the PNG signature, a valid IHDR (16×16) and IEND, with HTML where the pixel data belongs;
 * - `jpegSoloCabecera`: a JPEG's start, frame header (its size) and end, with no scan (no pixels at all);
 * - `bomba`: a real 4096×4096 one-colour PNG, ~25 kB on the wire and 16.7 million pixels decoded.
 */
export function archivosAtaque(): { pngConHtml: Buffer; jpegSoloCabecera: Buffer; bomba: Buffer } {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(16, 0);
  ihdr.writeUInt32BE(16, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const pngConHtml = Buffer.concat([
    pngValido().subarray(0, 8),
    trozo('IHDR', ihdr),
    trozo('IDAT', Buffer.from(HTML)),
    trozo('IEND', Buffer.alloc(0)),
  ]);
  const j = jpegValido(16, 16);
  const inicioScan = j.indexOf(Buffer.from([0xff, 0xda]));
  const jpegSoloCabecera = Buffer.concat([j.subarray(0, inicioScan), Buffer.from([0xff, 0xd9])]);
  return { pngConHtml, jpegSoloCabecera, bomba: pngValido(4096, 4096) };
}

/** A valid PNG carrying HTML in a text chunk (tEXt, before IEND): it decodes, so only re-encoding drops the HTML. */
export function pngConTexto(ancho = 16, alto = 8): Buffer {
  const png = pngValido(ancho, alto);
  const fin = png.length - 12;
  return Buffer.concat([png.subarray(0, fin), trozo('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1')), png.subarray(fin)]);
}

export { HTML };
