import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirDb, type Db } from '../../../server/db/db';
import { conConsultasLentas, resumenSql, type ConsultaLenta } from '../../../server/db/lentas';

/**
 * Issue 29 item 5: the application's slow-query log. On an in-memory PGlite (the decorator is the same over both
 * engines): pg_sleep makes a statement slow on purpose, in and out of a transaction; the values never reach the log.
 */
let db: Db;
beforeAll(async () => {
  db = await abrirDb({ databaseUrl: null, dataDir: null });
});
afterAll(async () => {
  await db.close();
});

describe('el registro de consultas lentas', () => {
  it('avisa de la sentencia que pasa el umbral, con su tiempo y el comienzo de su texto, sin sus valores', async () => {
    const lentas: ConsultaLenta[] = [];
    const vigilada = conConsultasLentas(db, 40, (c) => lentas.push(c));
    expect(await vigilada.query<{ x: number }>('SELECT 1 AS x')).toEqual([{ x: 1 }]);
    await vigilada.query(`SELECT pg_sleep(0.06),\n   $1::text AS nombre`, ['Rosa Gómez']);
    await vigilada.transaction(async (tx) => {
      await tx.query('SELECT 2');
      await tx.query('SELECT pg_sleep(0.05)');
    });
    // the two made slow are there; a fast one may join them on a loaded machine (no timed assertion either way)
    expect(lentas.map((l) => l.sql)).toEqual(
      expect.arrayContaining(['SELECT pg_sleep(0.06), $1::text AS nombre', 'SELECT pg_sleep(0.05)']),
    );
    expect(lentas.every((l) => l.ms >= 40)).toBe(true);
    expect(JSON.stringify(lentas)).not.toContain('Rosa');
  });

  it('una sentencia que falla también cuenta, y el error llega igual a quien la pidió', async () => {
    const lentas: ConsultaLenta[] = [];
    const vigilada = conConsultasLentas(db, 30, (c) => lentas.push(c));
    // the cast fails only once pg_sleep has run (a constant like 1/0 would fail at planning, before any wait)
    await expect(vigilada.query('SELECT pg_sleep(0.05)::text::int')).rejects.toThrow(/invalid input syntax/);
    expect(lentas).toHaveLength(1);
  });

  it('con umbral 0 la base queda como estaba; el resumen es de una línea y a lo más 200 caracteres', () => {
    expect(conConsultasLentas(db, 0, () => undefined)).toBe(db);
    expect(resumenSql(`SELECT a,\n\t b FROM t ${'x'.repeat(300)}`)).toHaveLength(200);
  });
});
