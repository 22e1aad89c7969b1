import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirPglite } from '../../../server/db/pglite';
import { MAXIMO_PREPARADAS_PGLITE } from '../../../server/db/pglite-preparadas';
import type { Db } from '../../../server/db/db';

/**
 * The search engine's statements on PGlite (`planGenerico`) run as named statements with a generic plan
 * (server/db/pglite-preparadas.ts): the same rows as PGlite's `query`, for every type the lists return and every
 * kind of value they send; one plan made once; errors that leave the connection usable; transactions untouched.
 */
let db: Db;
const GENERICO = { planGenerico: true };

beforeAll(async () => {
  db = await abrirPglite(null);
  await db.script(`
    CREATE TABLE t (
      id int PRIMARY KEY, grande bigint, importe numeric(12,2), nombre text, etiquetas text[], numeros int[],
      activo boolean, creado timestamptz, dia date, datos jsonb, uuid uuid, nada text
    );
    INSERT INTO t
    SELECT i, i * 10000000000::bigint, i * 1.25, 'fila ' || i || ' «ñ»', ARRAY['a' || i, 'b,"c"'], ARRAY[i, i + 1],
           i % 2 = 0, timestamptz '2026-11-27 10:00:00+00' + i * interval '1 day', date '2026-01-01' + i,
           jsonb_build_object('i', i, 'lista', jsonb_build_array(1, 'dos')), gen_random_uuid(), NULL
      FROM generate_series(1, 50) i;
  `);
});
afterAll(async () => {
  await db.close();
});

const preparadas = async () =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'cosecha_%'`))[0].n;

describe('sentencias con nombre y plan genérico en PGlite', () => {
  it('devuelven las mismas filas que query, con cada tipo y cada clase de valor', async () => {
    const casos: [string, unknown[]][] = [
      ['SELECT * FROM t WHERE id = $1', [7]],
      ['SELECT * FROM t WHERE id = ANY($1) ORDER BY id', [[3, 4, 5]]],
      ['SELECT id, nombre FROM t WHERE nombre ILIKE $1 AND activo = $2 ORDER BY id LIMIT 10', ['%ñ%', true]],
      ['SELECT id, importe FROM t WHERE importe > $1 AND dia >= $2 ORDER BY importe DESC', [10.5, '2026-01-20']],
      ['SELECT id FROM t WHERE creado < $1 ORDER BY id', [new Date('2026-12-01T00:00:00Z')]],
      ['SELECT id, $1::text IS NULL AS sin_filtro FROM t WHERE ($1::text IS NULL OR nombre = $1) ORDER BY id LIMIT 3', [null]],
      ['SELECT count(*)::int AS n, sum(grande) AS suma FROM t WHERE id <= $1', [20]],
      ['SELECT id, nada FROM t WHERE id > $1', [999]],
    ];
    for (const [sql, params] of casos) {
      const esperadas = await db.query(sql, params);
      expect(await db.query(sql, params, GENERICO), sql).toEqual(esperadas);
      // The second call reuses the named statement.
      expect(await db.query(sql, params, GENERICO), sql).toEqual(esperadas);
    }
    expect(await preparadas()).toBe(casos.length);
  });

  it('cada texto se prepara una vez y corre con su plan genérico; la conexión vuelve a plan_cache_mode auto', async () => {
    const sql = 'SELECT id FROM t WHERE id BETWEEN $1 AND $2 ORDER BY id';
    for (let i = 1; i <= 8; i++) expect(await db.query(sql, [i, i + 1], GENERICO)).toEqual([{ id: i }, { id: i + 1 }]);
    const [p] = await db.query<{ generic_plans: number; custom_plans: number }>(
      'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
      [sql],
    );
    expect(p).toEqual({ generic_plans: 8, custom_plans: 0 });
    expect((await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode'))[0].plan_cache_mode).toBe('auto');
  });

  it('un error de la base se lanza como en query y la siguiente consulta funciona', async () => {
    const sql = 'SELECT id FROM t WHERE id = $1::int';
    await expect(db.query(sql, ['no es número'], GENERICO)).rejects.toMatchObject({ code: '22P02' });
    await expect(db.query('SELECT * FROM no_existe WHERE id = $1', [1], GENERICO)).rejects.toMatchObject({ code: '42P01' });
    expect(await db.query(sql, [2], GENERICO)).toEqual([{ id: 2 }]);
    expect((await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode'))[0].plan_cache_mode).toBe('auto');
  });

  it('a la par de transacciones y otras consultas, cada una recibe sus filas', async () => {
    const sql = 'SELECT id, nombre FROM t WHERE id = $1';
    const [filas] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, (_, i) => db.query(sql, [i + 1], GENERICO))),
      db.transaction(async (tx) => {
        await tx.query(`UPDATE t SET nada = 'en transacción' WHERE id = $1`, [50]);
        await tx.query(sql, [50], GENERICO);
      }),
      Promise.all(Array.from({ length: 10 }, (_, i) => db.query('SELECT id FROM t WHERE id = $1', [i + 1]))),
    ]);
    expect(filas.map((f) => f[0])).toEqual(Array.from({ length: 30 }, (_, i) => ({ id: i + 1, nombre: `fila ${i + 1} «ñ»` })));
    expect(await db.query('SELECT nada FROM t WHERE id = 50')).toEqual([{ nada: 'en transacción' }]);
  });

  it('dentro de una transacción no se usan sentencias con nombre', async () => {
    const antes = await preparadas();
    await db.transaction(async (tx) => {
      expect(await tx.query('SELECT id FROM t WHERE id = $1 AND activo', [4], GENERICO)).toEqual([{ id: 4 }]);
    });
    expect(await preparadas()).toBe(antes);
  });

  it(`pasadas ${MAXIMO_PREPARADAS_PGLITE} sentencias distintas, las nuevas corren como query`, async () => {
    const antes = await preparadas();
    for (let i = antes; i < MAXIMO_PREPARADAS_PGLITE + 5; i++) {
      expect(await db.query(`SELECT id, ${i} AS k FROM t WHERE id = $1`, [1], GENERICO)).toEqual([{ id: 1, k: i }]);
    }
    expect(await preparadas()).toBe(MAXIMO_PREPARADAS_PGLITE);
  });
});
