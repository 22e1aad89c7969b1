import { Readable, Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 22 item 9: busboy (under @fastify/multipart) silently SKIPS a part whose file name holds a bare CR or LF, so
 * the route never saw the file and answered success without it. Before the multipart parser reads the body, the
 * header block of every part has its bare CR and LF (a CR not followed by LF, an LF not preceded by CR) turned into
 * spaces: the part arrives, and the route cleans the name. File contents are never touched.
 *
 * @fastify/multipart reads the request itself (`req.raw.pipe(busboy)`), not the preParsing payload, so the cleaning
 * stream is put in that pipe: for a multipart request only, its `pipe` and `unpipe` go through the cleaner.
 */
export function registrarCabecerasMultipart(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const limite = limiteMultipart(req.headers['content-type']);
    if (!limite) return;
    const raw = req.raw;
    let limpio: Transform | null = null;
    raw.pipe = (<T extends NodeJS.WritableStream>(destino: T, opciones?: { end?: boolean }): T => {
      limpio = limpiarCabecerasMultipart(limite);
      Readable.prototype.pipe.call(raw, limpio);
      return limpio.pipe(destino, opciones);
    }) as typeof raw.pipe;
    raw.unpipe = ((destino?: NodeJS.WritableStream) => {
      if (limpio) {
        limpio.unpipe(destino);
        Readable.prototype.unpipe.call(raw, limpio);
      } else Readable.prototype.unpipe.call(raw, destino);
      return raw;
    }) as typeof raw.unpipe;
  });
}

/** The boundary of a multipart/form-data body, or null. */
export function limiteMultipart(tipo: string | undefined): string | null {
  if (!tipo || !/^multipart\/form-data/i.test(tipo)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(tipo);
  return m ? (m[1] ?? m[2]) : null;
}

/** Longest header block looked at: a part's headers are a few hundred bytes; past this the bytes pass unchanged. */
const MAX_CABECERA = 16 * 1024;
const FIN_CABECERA = Buffer.from('\r\n\r\n');

const limpiarBloque = (b: Buffer): Buffer => Buffer.from(b.toString('latin1').replace(/\r(?!\n)|(?<!\r)\n/g, ' '), 'latin1');

/** A stream that passes the body through, rewriting only each part's header block (see above). */
export function limpiarCabecerasMultipart(limite: string): Transform {
  // Every delimiter is CRLF--boundary; the first one opens the body without its CRLF, so two bytes are prepended and dropped.
  const delimitador = Buffer.from(`\r\n--${limite}`);
  let pendiente: Buffer = Buffer.from('\r\n');
  let porQuitar = 2;
  let enCabecera = false;
  const salida: Buffer[] = [];
  const emitir = (b: Buffer) => {
    if (porQuitar > 0) {
      const q = Math.min(porQuitar, b.length);
      porQuitar -= q;
      b = b.subarray(q);
    }
    if (b.length) salida.push(b);
  };
  const procesar = (fin: boolean) => {
    for (;;) {
      if (!enCabecera) {
        const i = pendiente.indexOf(delimitador);
        if (i < 0) {
          const corte = fin ? pendiente.length : Math.max(0, pendiente.length - delimitador.length + 1);
          emitir(pendiente.subarray(0, corte));
          pendiente = pendiente.subarray(corte);
          return;
        }
        emitir(pendiente.subarray(0, i + delimitador.length));
        pendiente = pendiente.subarray(i + delimitador.length);
        enCabecera = true;
        continue;
      }
      const j = pendiente.indexOf(FIN_CABECERA);
      if (j < 0) {
        if (fin || pendiente.length > MAX_CABECERA) {
          // the closing delimiter's epilogue, or not a header at all: unchanged
          emitir(pendiente);
          pendiente = Buffer.alloc(0);
          enCabecera = false;
        }
        return;
      }
      emitir(limpiarBloque(pendiente.subarray(0, j)));
      emitir(FIN_CABECERA);
      pendiente = pendiente.subarray(j + FIN_CABECERA.length);
      enCabecera = false;
    }
  };
  const vaciar = (t: Transform) => {
    for (const b of salida.splice(0)) t.push(b);
  };
  return new Transform({
    transform(trozo: Buffer, _cod, listo) {
      pendiente = pendiente.length ? Buffer.concat([pendiente, trozo]) : trozo;
      procesar(false);
      vaciar(this);
      listo();
    },
    flush(listo) {
      procesar(true);
      vaciar(this);
      listo();
    },
  });
}
