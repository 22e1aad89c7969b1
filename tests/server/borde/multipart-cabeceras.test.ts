import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { limiteMultipart, limpiarCabecerasMultipart } from '../../../server/plugins/multipart-cabeceras';

/** Issue 22 item 9: the stream that cleans bare CR/LF out of multipart part headers, whatever the chunk sizes. */
const L = 'xYz123';
const cuerpo = Buffer.concat([
  Buffer.from(`--${L}\r\nContent-Disposition: form-data; name="uuid"\r\n\r\nabc\r\n`),
  Buffer.from(
    `--${L}\r\nContent-Disposition: form-data; name="documentos[0]"; filename="acta\nfirmada\r.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ),
  // the content keeps its bare LF and CR
  Buffer.from('%PDF-1.4\n\r\nbinario\r\n\r\nfin\n'),
  Buffer.from(`\r\n--${L}--\r\nepílogo\n`),
]);
const esperado = Buffer.from(cuerpo.toString('latin1').replace('acta\nfirmada\r.pdf', 'acta firmada .pdf'), 'latin1');

async function pasar(b: Buffer, tamano: number): Promise<Buffer> {
  const trozos: Buffer[] = [];
  for (let i = 0; i < b.length; i += tamano) trozos.push(b.subarray(i, i + tamano));
  const salida: Buffer[] = [];
  for await (const t of Readable.from(trozos).pipe(limpiarCabecerasMultipart(L))) salida.push(t as Buffer);
  return Buffer.concat(salida);
}

describe('limpiarCabecerasMultipart', () => {
  it.each([1, 2, 3, 7, 16, 1000])('en trozos de %i bytes: solo cambia la cabecera de la parte', async (n) => {
    expect((await pasar(cuerpo, n)).equals(esperado)).toBe(true);
  });
  it('el límite del content-type, con o sin comillas; otro tipo no', () => {
    expect(limiteMultipart(`multipart/form-data; boundary=${L}`)).toBe(L);
    expect(limiteMultipart(`multipart/form-data; boundary="${L}"`)).toBe(L);
    expect(limiteMultipart('application/json')).toBeNull();
    expect(limiteMultipart(undefined)).toBeNull();
  });
});
