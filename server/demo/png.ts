import { deflateSync } from 'node:zlib';

/**
 * An 8-bit greyscale PNG from its pixels (row by row, `ancho`×`alto` bytes), built by hand (signature, IHDR, IDAT,
 * IEND) with no image library: the demo's field sketches (croquis-imagen.ts) and the tests' uploads.
 * @example pngGris(2, 1, Uint8Array.from([0, 255])) // a black and a white pixel
 */
export function pngGris(ancho: number, alto: number, px: Uint8Array): Buffer {
  const filas = Buffer.alloc((ancho + 1) * alto);
  for (let y = 0; y < alto; y++) {
    filas[y * (ancho + 1)] = 0; // filter: none
    filas.set(px.subarray(y * ancho, (y + 1) * ancho), y * (ancho + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    trozo('IHDR', ihdr),
    trozo('IDAT', deflateSync(filas)),
    trozo('IEND', Buffer.alloc(0)),
  ]);
}

const TABLA_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = TABLA_CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function trozo(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
}
