import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno, contar, uno } from '../ayudas';
import { migrar } from '../../../server/db/migrate';

/**
 * The producers list's count reads the groups that 0035 keeps (cuentas_conteo) when it is filtered by the kept
 * columns alone. After every kind of write to accounts (confirmed, category, risk level, baja and its undoing, a new
 * account, a deleted one, an update that changes no group) the groups equal what the accounts give when recounted,
 * and the list's total through the API equals the accounts counted directly, for each filter the count serves.
 */
let e: Entorno;
let admin: string;
let ciclo: number;

const GRUPOS = 'id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo';
const ORDEN = `ORDER BY ${GRUPOS.split(', ')
  .map((g) => `${g} NULLS FIRST`)
  .join(', ')}`;
const filtro = (column: string, value: unknown, operator = '=') => ({ column, operator, value });

async function comprobar(): Promise<void> {
  const guardado = await e.db.query(`SELECT ${GRUPOS}, cuentas::int AS cuentas FROM cuentas_conteo ${ORDEN}`);
  const recontado = await e.db.query(
    `SELECT ${GRUPOS}, count(*)::int AS cuentas FROM cuentas WHERE fecha_baja IS NULL GROUP BY ${GRUPOS} ${ORDEN}`,
  );
  expect(guardado).toEqual(recontado);
  // the list as the screen asks (cycle, confirmed), and with each other kept filter, against a direct count
  const casos: { filtros: ReturnType<typeof filtro>[]; donde: string }[] = [
    { filtros: [filtro('id_ciclo', ciclo), filtro('confirmado', 1)], donde: 'confirmado = 1' },
    { filtros: [filtro('id_ciclo', ciclo), filtro('organico', 1)], donde: 'organico = 1' },
    { filtros: [filtro('id_ciclo', ciclo), filtro('id_cuenta_categoria', [1, 2], 'in')], donde: 'id_cuenta_categoria IN (1, 2)' },
    { filtros: [filtro('id_ciclo', ciclo), filtro('id_nivel_riesgo', null, 'is null')], donde: 'id_nivel_riesgo IS NULL' },
  ];
  for (const c of casos) {
    const r = await e.pedir(admin, 'POST', '/api/cuentas_search', { filters: c.filtros });
    expect(r.statusCode, r.body).toBe(200);
    const directo = await contar(e.db, `cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND fecha_baja IS NULL AND ${c.donde}`, [ciclo]);
    expect(r.json().total, c.donde).toBe(directo);
  }
}

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  admin = await e.entrar('admin@cosecha.demo');
  ({ ciclo } = await uno<{ ciclo: number }>(e.db, 'SELECT max(id) AS ciclo FROM ciclos WHERE id_cooperativa = 1'));
});
afterAll(() => e.cerrar());

describe('conteo guardado del listado de productores (0035)', () => {
  it('la demo sembrada ya tiene sus grupos', async () => {
    expect(await contar(e.db, 'cuentas_conteo')).toBeGreaterThan(0);
    await comprobar();
  });

  it('sigue igual a lo recontado tras cada clase de escritura', async () => {
    const { id, productor } = await uno<{ id: number; productor: number }>(
      e.db,
      `SELECT id, id_productor AS productor FROM cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND confirmado = 1
          AND fecha_baja IS NULL ORDER BY id LIMIT 1`,
      [ciclo],
    );
    const cambiar = async (set: string) => {
      await e.db.query(`UPDATE cuentas SET ${set} WHERE id_cooperativa = 1 AND id = $1`, [id]);
      await comprobar();
    };
    await cambiar('confirmado = 0');
    await cambiar('confirmado = 1, id_cuenta_categoria = 2');
    await cambiar('id_nivel_riesgo = (SELECT min(id) FROM cat_niveles_riesgo)');
    await cambiar('id_nivel_riesgo = NULL, organico = 1 - organico');
    // an update that changes no group (the plots' recomputation writes totals like this)
    const grupos = await contar(e.db, 'cuentas_conteo');
    await cambiar('total_parcelas = total_parcelas');
    expect(await contar(e.db, 'cuentas_conteo')).toBe(grupos);
    await cambiar(`fecha_baja = current_date, id_cat_cuentas_bajas = (SELECT min(id) FROM cat_cuentas_bajas)`);
    await cambiar('fecha_baja = NULL, id_cat_cuentas_bajas = NULL');

    // a new account (the same producer in an earlier cycle without one), then deleted: a group appears and goes
    const otro = await e.db.query<{ id: number }>(
      `SELECT ci.id FROM ciclos ci WHERE ci.id_cooperativa = 1
          AND NOT EXISTS (SELECT 1 FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_productor = $1 AND c.id_ciclo = ci.id)
        ORDER BY ci.id LIMIT 1`,
      [productor],
    );
    if (otro.length) {
      const [nueva] = await e.db.query<{ id: number }>(
        `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo, id_cuenta_categoria, id_nivel_riesgo)
         VALUES (1, $1, $2, 5, (SELECT max(id) FROM cat_niveles_riesgo)) RETURNING id`,
        [productor, otro[0].id],
      );
      await comprobar();
      await e.db.query('DELETE FROM cuentas WHERE id_cooperativa = 1 AND id = $1', [nueva.id]);
      await comprobar();
    }
    // every account of the cycle in one statement, moved and moved back
    await e.db.query('UPDATE cuentas SET pertenece_cooperativa = 1 - pertenece_cooperativa WHERE id_cooperativa = 1 AND id_ciclo = $1', [
      ciclo,
    ]);
    await comprobar();
    await e.db.query('UPDATE cuentas SET pertenece_cooperativa = 1 - pertenece_cooperativa WHERE id_cooperativa = 1 AND id_ciclo = $1', [
      ciclo,
    ]);
    await comprobar();
  });

  it('la migración llena el conteo de una base que ya tenía cuentas (una instalación que se actualiza)', async () => {
    await comoDueno(e.db, (tx) =>
      tx.script(`
      DROP TABLE cuentas_conteo;
      DROP FUNCTION cuentas_conteo_cambios() CASCADE;
      DELETE FROM migraciones WHERE nombre = '0035_cuentas_conteo.sql';`),
    );
    expect(await migrar(e.db)).toEqual(['0035_cuentas_conteo.sql']);
    await comprobar();
  });
});
