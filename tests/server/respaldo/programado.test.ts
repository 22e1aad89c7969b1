import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fechaDeRespaldo, tocaRespaldo } from '../../../server/respaldo/programado';
import { podarRespaldos, respaldosEn } from '../../../server/respaldo/respaldar';

/** Issue 29 item 1: when the daily backup is due, and what its retention keeps. Files only, no database. */
let carpeta: string;
beforeEach(() => (carpeta = mkdtempSync(join(tmpdir(), 'cosecha-programado-'))));
afterEach(() => rmSync(carpeta, { recursive: true, force: true }));

const escribir = (nombre: string) => {
  writeFileSync(join(carpeta, nombre), 'x');
  writeFileSync(join(carpeta, `${nombre}.json`), '{}');
};

describe('respaldo diario', () => {
  it('lee la fecha del nombre del archivo', () => {
    expect(fechaDeRespaldo('cosecha-pglite-2026-11-29T03-04-05-678Z.tar.gz')?.toISOString()).toBe('2026-11-29T03:04:05.678Z');
    expect(fechaDeRespaldo('otro.tar.gz')).toBeNull();
  });

  it('toca sin respaldos, o cuando el último tiene un día; no antes', () => {
    const ahora = new Date('2026-11-29T12:00:00Z');
    expect(tocaRespaldo(carpeta, ahora)).toBe(true);
    escribir('cosecha-postgres-2026-11-28T13-00-00-000Z.dump');
    expect(tocaRespaldo(carpeta, ahora)).toBe(false);
    expect(tocaRespaldo(carpeta, new Date('2026-11-29T13:00:00Z'))).toBe(true);
  });

  it('conserva los N más nuevos con sus manifiestos y no toca otros archivos', () => {
    for (const d of ['25', '26', '27', '28']) escribir(`cosecha-pglite-2026-11-${d}T03-00-00-000Z.tar.gz`);
    writeFileSync(join(carpeta, 'notas.txt'), 'mío');
    expect(podarRespaldos(carpeta, 2)).toEqual([
      'cosecha-pglite-2026-11-25T03-00-00-000Z.tar.gz',
      'cosecha-pglite-2026-11-26T03-00-00-000Z.tar.gz',
    ]);
    expect(respaldosEn(carpeta)).toEqual([
      'cosecha-pglite-2026-11-27T03-00-00-000Z.tar.gz',
      'cosecha-pglite-2026-11-28T03-00-00-000Z.tar.gz',
    ]);
    expect(readdirSync(carpeta).sort()).toEqual([
      'cosecha-pglite-2026-11-27T03-00-00-000Z.tar.gz',
      'cosecha-pglite-2026-11-27T03-00-00-000Z.tar.gz.json',
      'cosecha-pglite-2026-11-28T03-00-00-000Z.tar.gz',
      'cosecha-pglite-2026-11-28T03-00-00-000Z.tar.gz.json',
      'notas.txt',
    ]);
  });
});
