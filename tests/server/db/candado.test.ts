import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirPglite } from '../../../server/db/pglite';
import { DatosEnUsoError } from '../../../server/db/candado';

let otro: ChildProcess | null = null;
afterEach(() => {
  otro?.kill();
  otro = null;
});

describe('una carpeta de PGlite, un proceso', () => {
  it('un segundo proceso recibe un mensaje claro y no abre la base', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cosecha-candado-'));
    otro = spawn('sleep', ['30']);
    writeFileSync(join(dir, 'cosecha.lock'), String(otro.pid));
    await expect(abrirPglite(dir)).rejects.toThrow(DatosEnUsoError);
    await expect(abrirPglite(dir)).rejects.toThrow(/ya está en uso por otro proceso de Cosecha \(pid \d+\)/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('el candado de un proceso que ya terminó se retoma, y se suelta al cerrar', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cosecha-candado-'));
    writeFileSync(join(dir, 'cosecha.lock'), '999999');
    const db = await abrirPglite(dir);
    expect((await db.query<{ x: number }>('SELECT 1 AS x'))[0].x).toBe(1);
    await db.close();
    expect(existsSync(join(dir, 'cosecha.lock'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
