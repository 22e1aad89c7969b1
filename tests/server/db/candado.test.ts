import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { abrirPglite } from '../../../server/db/pglite';
import { DatosEnUsoError, inicioDeProceso } from '../../../server/db/candado';

const CANDADO = fileURLToPath(new URL('../../../server/db/candado.ts', import.meta.url));

let otro: ChildProcess | null = null;
const carpetas: string[] = [];
afterEach(() => {
  otro?.kill('SIGKILL');
  otro = null;
  for (const c of carpetas.splice(0)) rmSync(c, { recursive: true, force: true });
});

/**
 * One data folder initialised once (PGlite's initdb takes 5–7 s here, most of this file's time before) and copied for
 * each case: the lock is about the folder, not about how new its database is.
 */
let inicial = '';
beforeAll(async () => {
  inicial = mkdtempSync(join(tmpdir(), 'cosecha-candado-inicial-'));
  await (await abrirPglite(inicial)).close();
}, 120_000);
afterAll(() => rmSync(inicial, { recursive: true, force: true }));

function carpeta(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cosecha-candado-'));
  cpSync(inicial, dir, { recursive: true });
  carpetas.push(dir);
  return dir;
}

/** A second Node process that takes the folder's lock with the server's own code and keeps running. */
async function otroCosecha(dir: string): Promise<ChildProcess> {
  const codigo = `const { tomarCandado } = await import(${JSON.stringify(CANDADO)}); tomarCandado(${JSON.stringify(dir)}); console.log('listo'); setInterval(() => {}, 1000);`;
  const hijo = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', codigo], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((listo, falla) => {
    hijo.stdout!.on('data', (d: Buffer) => d.toString().includes('listo') && listo());
    hijo.once('exit', (c) => falla(new Error(`el otro proceso terminó (${c})`)));
  });
  return hijo;
}

const terminado = (p: ChildProcess) =>
  new Promise<void>((fin) => (p.exitCode !== null || p.signalCode !== null ? fin() : p.once('exit', () => fin())));

describe('una carpeta de PGlite, un proceso', () => {
  it('otro proceso de Cosecha con la carpeta: mensaje claro y no se abre la base', async () => {
    const dir = carpeta();
    otro = await otroCosecha(dir);
    await expect(abrirPglite(dir)).rejects.toThrow(DatosEnUsoError);
    await expect(abrirPglite(dir)).rejects.toThrow(`ya está en uso por otro proceso de Cosecha (pid ${otro.pid})`);
    expect(readFileSync(join(dir, 'cosecha.lock'), 'utf8')).toBe(`${otro.pid} ${inicioDeProceso(otro.pid!)}`);
  });

  it('si ese proceso muere sin soltarlo (SIGKILL), el candado que dejó se retoma', async () => {
    const dir = carpeta();
    otro = await otroCosecha(dir);
    otro.kill('SIGKILL');
    await terminado(otro);
    expect(existsSync(join(dir, 'cosecha.lock'))).toBe(true);
    const db = await abrirPglite(dir);
    expect((await db.query<{ x: number }>('SELECT 1 AS x'))[0].x).toBe(1);
    await db.close();
  });

  it('el pid del candado es ahora de otro programa vivo (no Cosecha): el servidor arranca', async () => {
    otro = spawn('sleep', ['30']);
    // As the previous version wrote it (the pid alone) and as this one does (pid and start time).
    for (const contenido of [String(otro.pid), `${otro.pid} 1`]) {
      const dir = carpeta();
      writeFileSync(join(dir, 'cosecha.lock'), contenido);
      const db = await abrirPglite(dir);
      expect((await db.query<{ x: number }>('SELECT 1 AS x'))[0].x).toBe(1);
      expect(readFileSync(join(dir, 'cosecha.lock'), 'utf8')).toBe(`${process.pid} ${inicioDeProceso(process.pid)}`);
      await db.close();
    }
    // Two PGlite start-ups in one test: on a loaded 2-core machine they have passed the default 60 s.
  }, 180_000);

  it('el mismo proceso no abre dos veces la carpeta', async () => {
    const dir = carpeta();
    const db = await abrirPglite(dir);
    try {
      await expect(abrirPglite(dir)).rejects.toThrow(DatosEnUsoError);
    } finally {
      await db.close();
    }
  });

  it('el candado de un proceso que ya terminó se retoma, y se suelta al cerrar', async () => {
    const dir = carpeta();
    writeFileSync(join(dir, 'cosecha.lock'), '999999');
    const db = await abrirPglite(dir);
    expect((await db.query<{ x: number }>('SELECT 1 AS x'))[0].x).toBe(1);
    await db.close();
    expect(existsSync(join(dir, 'cosecha.lock'))).toBe(false);
  });
});
