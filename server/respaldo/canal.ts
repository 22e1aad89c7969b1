import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { Respaldo } from './respaldar';

/**
 * The local channel `npm run respaldo` uses to ask the running server for a PGlite backup (issue 29 item 1). The
 * embedded database belongs to the one process holding the data folder's lock (candado.ts), so another process cannot
 * read it; the server can, consistently, between two statements. The channel is a Unix socket in `<DATA_DIR>-canal/`,
 * a folder only the server's operating-system user may enter (0700): whoever can reach the socket could read the data
 * folder itself, so it grants nothing new, and nothing of it is reachable over the network (no HTTP route).
 * One request per connection, one JSON line each way.
 */
// Beside the data folder, never inside it: the data folder IS PGlite's, and its dump (dumpDataDir) cannot read a socket
// file (the server's backups failed with errno 28, EINVAL, while the command's own worked).
export const carpetaDelCanal = (dataDir: string): string => `${resolve(dataDir)}-canal`;
export const rutaDelCanal = (dataDir: string): string => join(carpetaDelCanal(dataDir), 'respaldo.sock');

interface Pedido {
  carpeta: string;
}
type Respuesta = { ok: true; respaldo: Respaldo } | { ok: false; error: string };

/** Starts listening; `hacer` writes the backup into the requested folder. Returns how to stop. */
export async function abrirCanalDeRespaldo(dataDir: string, hacer: (carpeta: string) => Promise<Respaldo>): Promise<() => Promise<void>> {
  const carpeta = carpetaDelCanal(dataDir);
  mkdirSync(carpeta, { recursive: true, mode: 0o700 });
  chmodSync(carpeta, 0o700);
  const ruta = rutaDelCanal(dataDir);
  // This process holds the folder's lock: a socket file left here is a dead server's.
  rmSync(ruta, { force: true });
  const servidor: Server = createServer((s) => {
    let entrada = '';
    s.setEncoding('utf8');
    s.on('error', () => s.destroy());
    s.on('data', (d: string) => {
      entrada += d;
      if (!entrada.includes('\n')) {
        if (entrada.length > 4096) s.destroy();
        return;
      }
      s.removeAllListeners('data');
      const responder = (r: Respuesta) => s.end(`${JSON.stringify(r)}\n`);
      let pedido: Pedido;
      try {
        pedido = JSON.parse(entrada.slice(0, entrada.indexOf('\n'))) as Pedido;
        if (typeof pedido.carpeta !== 'string' || !pedido.carpeta) throw new Error();
      } catch {
        responder({ ok: false, error: 'Pedido de respaldo mal formado.' });
        return;
      }
      hacer(pedido.carpeta).then(
        (respaldo) => responder({ ok: true, respaldo }),
        (e: unknown) => responder({ ok: false, error: e instanceof Error ? e.message : String(e) }),
      );
    });
  });
  await new Promise<void>((resolver, fallar) => {
    servidor.once('error', fallar);
    servidor.listen(ruta, () => resolver());
  });
  chmodSync(ruta, 0o600);
  return () =>
    new Promise<void>((resolver) => {
      servidor.close(() => resolver());
      rmSync(ruta, { force: true });
    });
}

/** Asks the server holding `dataDir` for a backup into `carpeta` (an absolute path: the server's working folder may differ). */
export function pedirRespaldo(dataDir: string, carpeta: string): Promise<Respaldo> {
  return new Promise((resolver, fallar) => {
    const s = createConnection(rutaDelCanal(dataDir));
    let salida = '';
    s.setEncoding('utf8');
    s.on('connect', () => s.write(`${JSON.stringify({ carpeta } satisfies Pedido)}\n`));
    s.on('data', (d: string) => (salida += d));
    s.on('error', (e: NodeJS.ErrnoException) =>
      fallar(
        new Error(
          `El servidor que usa ${dataDir} no atendió el pedido de respaldo (${e.code ?? e.message}). ` +
            '¿Es de una versión anterior sin respaldos? Reinícielo, o deténgalo y repita: el comando usará la carpeta directamente.',
        ),
      ),
    );
    s.on('end', () => {
      try {
        const r = JSON.parse(salida) as Respuesta;
        if (r.ok) resolver(r.respaldo);
        else fallar(new Error(`El servidor no pudo hacer el respaldo: ${r.error}`));
      } catch {
        fallar(new Error('El servidor cerró el canal de respaldo sin responder.'));
      }
    });
  });
}
