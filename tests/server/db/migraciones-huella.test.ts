import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirDb, type Db } from '../../../server/db/db';
import { huellaMigracion, MigracionAlterada, migrar } from '../../../server/db/migrate';

/**
 * Issue 24 item 5: every applied migration keeps its file's SHA-256, and start-up stops, naming the file, when an
 * applied migration's file changed or vanished. Two small migrations in a folder of the test's own, on an in-memory
 * PGlite: the rule is the migrator's, not the project's schema.
 */
let carpeta: string;
let db: Db;

const A = 'CREATE TABLE uno (x integer);\n';
const B = 'CREATE TABLE dos (y integer);\n';
const huellas = () => db.query<{ nombre: string; sha256: string | null }>('SELECT nombre, sha256 FROM migraciones ORDER BY nombre');

beforeEach(async () => {
  carpeta = mkdtempSync(join(tmpdir(), 'cosecha-migraciones-'));
  writeFileSync(join(carpeta, '0001_uno.sql'), A);
  writeFileSync(join(carpeta, '0002_dos.sql'), B);
  db = await abrirDb({ databaseUrl: null, dataDir: null });
});
afterEach(async () => {
  await db.close();
  rmSync(carpeta, { recursive: true, force: true });
});

describe('la huella de cada migración', () => {
  it('se guarda al aplicarla; un segundo arranque con los mismos archivos no aplica ni cambia nada', async () => {
    expect(await migrar(db, { carpeta })).toEqual(['0001_uno.sql', '0002_dos.sql']);
    expect(await huellas()).toEqual([
      { nombre: '0001_uno.sql', sha256: huellaMigracion(A) },
      { nombre: '0002_dos.sql', sha256: huellaMigracion(B) },
    ]);
    expect(await migrar(db, { carpeta })).toEqual([]);
  });

  it('un archivo aplicado que cambió detiene el arranque nombrándolo, y no aplica las nuevas', async () => {
    await migrar(db, { carpeta });
    appendFileSync(join(carpeta, '0001_uno.sql'), 'ALTER TABLE uno ADD COLUMN z integer;\n');
    writeFileSync(join(carpeta, '0003_tres.sql'), 'CREATE TABLE tres (w integer);\n');
    const error = await migrar(db, { carpeta }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigracionAlterada);
    expect((error as Error).message).toMatch(/^La migración 0001_uno\.sql cambió después de aplicarse en esta base/);
    expect((error as Error).message).toContain('un cambio del esquema va en una migración nueva');
    expect(await db.query(`SELECT to_regclass('tres') AS t`)).toEqual([{ t: null }]);
    expect((await huellas()).map((h) => h.nombre)).toEqual(['0001_uno.sql', '0002_dos.sql']);
  });

  it('un archivo aplicado que ya no está detiene el arranque nombrándolo', async () => {
    await migrar(db, { carpeta });
    unlinkSync(join(carpeta, '0002_dos.sql'));
    await expect(migrar(db, { carpeta })).rejects.toThrow(
      'La migración 0002_dos.sql está aplicada en esta base pero ya no está en server/db/migrations',
    );
  });

  it('cambiar solo los finales de línea (CRLF de una copia en Windows) no es un cambio', async () => {
    await migrar(db, { carpeta });
    writeFileSync(join(carpeta, '0001_uno.sql'), A.replace(/\n/g, '\r\n'));
    expect(await migrar(db, { carpeta })).toEqual([]);
  });

  it('una base migrada antes de las huellas registra las de sus archivos en el primer arranque, y desde ahí las vigila', async () => {
    await db.query(
      `CREATE TABLE migraciones (nombre text CONSTRAINT migraciones_pk PRIMARY KEY, aplicada_en timestamptz NOT NULL DEFAULT now())`,
    );
    await db.script(A);
    await db.query(`INSERT INTO migraciones (nombre) VALUES ('0001_uno.sql')`);
    expect(await migrar(db, { carpeta })).toEqual(['0002_dos.sql']);
    expect((await huellas())[0]).toEqual({ nombre: '0001_uno.sql', sha256: huellaMigracion(A) });
    appendFileSync(join(carpeta, '0001_uno.sql'), '-- editada\n');
    await expect(migrar(db, { carpeta })).rejects.toThrow(/0001_uno\.sql cambió/);
  });
});
