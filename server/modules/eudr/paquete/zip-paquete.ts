import archiver, { type Archiver } from 'archiver';
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ArchivoManifiesto } from '@domain/eudr/manifiesto-paquete';

/** The size of the pieces a streamed file goes into the zip in. */
const TROZO = 64 * 1024;

/** How many bytes of small files may wait in the zip's queue before the writer waits for them. */
const BYTES_EN_COLA = 4 * 1024 * 1024;

/**
 * The package's zip, written to a file on disk while it is hashed (SHA-256 of the whole zip, and of each file that
 * goes in, for the manifest). Files go in one after another, each waited for before the next is read: the zip
 * takes more only when the disk has taken what it had, so memory holds one file's piece at a time.
 */
export class ZipPaquete {
  private readonly zip: Archiver = archiver('zip', { zlib: { level: 6 } });
  private readonly hashZip = createHash('sha256');
  private bytesZip = 0;
  private readonly escrito: Promise<void>;
  private readonly nombres = new Set<string>();
  readonly archivos: ArchivoManifiesto[] = [];

  constructor(ruta: string) {
    const contar = new Transform({
      transform: (trozo: Buffer, _c, listo) => {
        this.hashZip.update(trozo);
        this.bytesZip += trozo.length;
        listo(null, trozo);
      },
    });
    const salida: WriteStream = createWriteStream(ruta);
    this.zip.on('entry', () => {
      this.escritas++;
      while (this.esperando.length && this.esperando[0].turno <= this.escritas) this.esperando.shift()!.resolver();
    });
    this.zip.on('error', (e: Error) => {
      this.fallo = e;
      for (const w of this.esperando.splice(0)) w.rechazar(e);
    });
    this.escrito = pipeline(this.zip, contar, salida);
    // Without a listener an early failure would be an unhandled rejection; `cerrar` awaits it again.
    this.escrito.catch(() => undefined);
  }

  /** A name not used yet in the zip (two documents of one plot may carry the same file name). */
  private unico(nombre: string): string {
    let n = nombre;
    for (let i = 2; this.nombres.has(n); i++) n = nombre.replace(/(\.[^./]+)?$/, (ext) => `_${i}${ext}`);
    this.nombres.add(n);
    return n;
  }

  /** Entries appended and entries the zip has written: entries are written in the order they were appended. */
  private encoladas = 0;
  private escritas = 0;
  private bytesEnCola = 0;
  private fallo: Error | null = null;
  private readonly esperando: { turno: number; resolver: () => void; rechazar: (e: Error) => void }[] = [];

  /** Resolves once the zip has written its `turno`-th entry (or fails with the zip). */
  private escrita(turno: number): Promise<void> {
    if (this.fallo) return Promise.reject(this.fallo);
    if (this.escritas >= turno) return Promise.resolve();
    return new Promise((resolver, rechazar) => this.esperando.push({ turno, resolver, rechazar }));
  }

  /** Waits until every entry appended so far is written. */
  private async esperarCola(): Promise<void> {
    this.bytesEnCola = 0;
    await this.escrita(this.encoladas);
  }

  /**
   * Adds a file from text, bytes or a stream, hashing what goes in. With a stream, `llenar` (when given) is the work
   * that writes it (the PDF or the workbook being drawn) and is awaited with the entry; `comprimido`: the bytes are
   * compressed already and are stored as they are. Returns the name used.
   */
  async agregar(
    nombre: string,
    contenido: string | Buffer | Readable,
    llenar?: Promise<unknown>,
    { comprimido = false }: { comprimido?: boolean } = {},
  ): Promise<string> {
    const usado = this.unico(nombre);
    const hash = createHash('sha256');
    let bytes = 0;
    const medir = (b: Buffer) => {
      hash.update(b);
      bytes += b.length;
    };
    if (typeof contenido === 'string' || Buffer.isBuffer(contenido)) {
      const b = typeof contenido === 'string' ? Buffer.from(contenido, 'utf8') : contenido;
      medir(b);
      this.archivos.push({ nombre: usado, bytes, sha256: hash.digest('hex') });
      // Small files (one producer's GeoJSON) are queued without waiting for each: waiting costs more than the file.
      // The queue is drained once it holds about 4 MB, so memory stays bounded.
      this.encoladas++;
      this.bytesEnCola += b.length;
      this.zip.append(b, { name: usado });
      if (this.bytesEnCola > BYTES_EN_COLA) await this.esperarCola();
      return usado;
    }
    await this.esperarCola();
    const escrita = this.escrita(++this.encoladas);
    {
      // A transform, not a 'data' listener: the bytes flow only when the zip reads them (backpressure kept). pdfkit
      // writes a PDF in thousands of small pieces and each one the zip takes is a round trip to zlib's thread: they
      // are handed on in pieces of 64 KB.
      let trozos: Buffer[] = [];
      let enTrozos = 0;
      const paso = new Transform({
        transform(trozo: Buffer, _c, listo) {
          medir(trozo);
          trozos.push(trozo);
          enTrozos += trozo.length;
          if (enTrozos >= TROZO) {
            this.push(Buffer.concat(trozos, enTrozos));
            trozos = [];
            enTrozos = 0;
          }
          listo();
        },
        flush(listo) {
          listo(null, enTrozos ? Buffer.concat(trozos, enTrozos) : null);
        },
      });
      contenido.on('error', (e) => paso.destroy(e));
      contenido.pipe(paso);
      this.zip.append(paso, { name: usado, store: comprimido });
      await Promise.all([escrita, llenar]);
    }
    this.archivos.push({ nombre: usado, bytes, sha256: hash.digest('hex') });
    return usado;
  }

  /** Closes the zip and waits until its last byte is on disk: its size and SHA-256. */
  async cerrar(): Promise<{ bytes: number; sha256: string }> {
    await this.esperarCola();
    await this.zip.finalize();
    await this.escrito;
    return { bytes: this.bytesZip, sha256: this.hashZip.digest('hex') };
  }

  /** Stops writing after a failure (the caller deletes the file). */
  abortar(): void {
    this.zip.abort();
  }
}
