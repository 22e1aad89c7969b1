import archiver, { type Archiver } from 'archiver';
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ArchivoManifiesto } from '@domain/eudr/manifiesto-paquete';

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

  /** Resolves once the zip has written the entry just appended (or fails with the zip). */
  private entradaEscrita(): Promise<void> {
    return new Promise((resolver, rechazar) => {
      const limpiar = () => {
        this.zip.off('entry', listo);
        this.zip.off('error', fallo);
      };
      const listo = () => (limpiar(), resolver());
      const fallo = (e: Error) => (limpiar(), rechazar(e));
      this.zip.on('entry', listo).on('error', fallo);
    });
  }

  /**
   * Adds a file from text, bytes or a stream, hashing what goes in. With a stream, `llenar` (when given) is the work
   * that writes it (the PDF or the workbook being drawn) and is awaited with the entry. Returns the name used.
   */
  async agregar(nombre: string, contenido: string | Buffer | Readable, llenar?: Promise<unknown>): Promise<string> {
    const usado = this.unico(nombre);
    const hash = createHash('sha256');
    let bytes = 0;
    const medir = (b: Buffer) => {
      hash.update(b);
      bytes += b.length;
    };
    const escrita = this.entradaEscrita();
    if (typeof contenido === 'string' || Buffer.isBuffer(contenido)) {
      const b = typeof contenido === 'string' ? Buffer.from(contenido, 'utf8') : contenido;
      medir(b);
      this.zip.append(b, { name: usado });
      await escrita;
    } else {
      // A transform, not a 'data' listener: the bytes flow only when the zip reads them (backpressure kept).
      const paso = new Transform({
        transform: (trozo: Buffer, _c, listo) => {
          medir(trozo);
          listo(null, trozo);
        },
      });
      contenido.on('error', (e) => paso.destroy(e));
      contenido.pipe(paso);
      this.zip.append(paso, { name: usado });
      await Promise.all([escrita, llenar]);
    }
    this.archivos.push({ nombre: usado, bytes, sha256: hash.digest('hex') });
    return usado;
  }

  /** Closes the zip and waits until its last byte is on disk: its size and SHA-256. */
  async cerrar(): Promise<{ bytes: number; sha256: string }> {
    await this.zip.finalize();
    await this.escrito;
    return { bytes: this.bytesZip, sha256: this.hashZip.digest('hex') };
  }

  /** Stops writing after a failure (the caller deletes the file). */
  abortar(): void {
    this.zip.abort();
  }
}
