import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';

/**
 * The account's sums of its plots' forms and plants (cuentas.total_ha_cultivo … total_plantas_improductivas, 0032),
 * kept by statement triggers and read by the complete register, its totals and the concentrate: after every kind of
 * write to their inputs (a form, a plant count, a plot's baja or account) they equal the sums recomputed from the
 * tables, and the concentrate's estimate moves with them.
 */
let e: Entorno;
let admin: string;
let ciclo: number;
const cuentas: number[] = [];
let parcela = 0;
let formato = 0;

const RECALCULO = `SELECT coalesce(sum(f.ha_cultivo), 0)::text AS ha_cultivo, coalesce(sum(f.estimacion_kg), 0)::text AS estimacion,
    coalesce(sum(f.ha_autoconsumo + f.ha_otros_cultivos + f.ha_potrero + f.ha_monte_bosque + f.ha_acahual + f.ha_reserva), 0)::text AS otros,
    coalesce(sum((SELECT sum(pp.plantas) FROM parcelas_formularios_plantas pp
                   WHERE pp.id_cooperativa = x.id_cooperativa AND pp.id_parcela = x.id AND pp.id_tipo_planta = 1)), 0)::text AS productivas,
    coalesce(sum((SELECT sum(pp.plantas) FROM parcelas_formularios_plantas pp
                   WHERE pp.id_cooperativa = x.id_cooperativa AND pp.id_parcela = x.id AND pp.id_tipo_planta = 3)), 0)::text AS improductivas
  FROM parcelas x JOIN parcelas_formularios f ON f.id_cooperativa = x.id_cooperativa AND f.id_parcela = x.id
 WHERE x.id_cooperativa = 1 AND x.id_cuenta = $1 AND x.fecha_baja IS NULL`;
const GUARDADO = `SELECT total_ha_cultivo::text AS ha_cultivo, total_estimacion_kg::text AS estimacion,
    (total_ha_autoconsumo + total_ha_otros_cultivos + total_ha_potrero + total_ha_monte_bosque + total_ha_acahual + total_ha_reserva)::text AS otros,
    total_plantas_productivas::text AS productivas, total_plantas_improductivas::text AS improductivas
  FROM cuentas WHERE id_cooperativa = 1 AND id = $1`;

/** Each account's kept sums equal the recomputed ones; returns the first account's. */
async function comprobar(): Promise<Record<string, string>> {
  for (const c of cuentas) expect(await uno(e.db, GUARDADO, [c]), `cuenta ${c}`).toEqual(await uno(e.db, RECALCULO, [c]));
  return uno(e.db, GUARDADO, [cuentas[0]]);
}

/** The concentrate's estimate of the first account's locality (kg ×100, the Totales group). */
async function estimacionConcentrado(): Promise<number> {
  const { id_localidad } = await uno<{ id_localidad: number }>(
    e.db,
    'SELECT p.id_localidad FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor WHERE c.id_cooperativa = 1 AND c.id = $1',
    [cuentas[0]],
  );
  const r = await e.pedir(admin, 'POST', '/api/tx_padron_concentrado_search', {
    filters: [
      { column: 'id_ciclo', operator: '=', value: ciclo },
      { column: 'id_localidad', operator: '=', value: id_localidad },
    ],
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data[0].totales_estimacion_cosecha;
}

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  ({ ciclo } = await uno<{ ciclo: number }>(e.db, 'SELECT max(id) AS ciclo FROM ciclos WHERE id_cooperativa = 1'));
  const filas = await e.db.query<{ id: number }>(
    'SELECT id FROM cuentas WHERE id_cooperativa = 1 AND id_ciclo = $1 AND confirmado = 1 AND fecha_baja IS NULL ORDER BY id LIMIT 2',
    [ciclo],
  );
  cuentas.push(...filas.map((f) => f.id));
  ({ id: parcela } = await uno<{ id: number }>(
    e.db,
    `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas) VALUES (1, $1, 'Prueba totales', 2.5, 100) RETURNING id`,
    [cuentas[0]],
  ));
  ({ id: formato } = await uno<{ id: number }>(
    e.db,
    `INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo) VALUES (1, $1, $2, date '2025-10-01', 'inspeccion') RETURNING id`,
    [cuentas[0], ciclo],
  ));
});
afterAll(async () => {
  await e.cerrar();
});

describe('sumas de formularios por cuenta (0032)', () => {
  it('un formulario nuevo, cambiado o borrado, y sus plantas, mueven las sumas de su cuenta y el concentrado', async () => {
    const antes = await comprobar();
    const concentrado0 = await estimacionConcentrado();

    await e.db.query(
      `INSERT INTO parcelas_formularios (id_cooperativa, id_parcela, id_formato, ha_cultivo, estimacion_kg, ha_potrero) VALUES (1, $1, $2, 1.25, 50000, 0.5)`,
      [parcela, formato],
    );
    const alta = await comprobar();
    expect(Number(alta.estimacion) - Number(antes.estimacion)).toBe(50000);
    expect(Number(alta.ha_cultivo) - Number(antes.ha_cultivo)).toBeCloseTo(1.25, 3);
    expect(await estimacionConcentrado()).toBe(concentrado0 + 50000);

    await e.db.query('UPDATE parcelas_formularios SET estimacion_kg = 70000, ha_cultivo = 2 WHERE id_cooperativa = 1 AND id_parcela = $1', [
      parcela,
    ]);
    expect(Number((await comprobar()).estimacion) - Number(antes.estimacion)).toBe(70000);
    expect(await estimacionConcentrado()).toBe(concentrado0 + 70000);

    await e.db.query(
      `INSERT INTO parcelas_formularios_plantas (id_cooperativa, id_parcela, id_tipo_planta, plantas) VALUES (1, $1, 1, 300), (1, $1, 2, 40), (1, $1, 3, 7)`,
      [parcela],
    );
    let p = await comprobar();
    expect(Number(p.productivas) - Number(antes.productivas)).toBe(300);
    expect(Number(p.improductivas) - Number(antes.improductivas)).toBe(7);
    await e.db.query(
      'UPDATE parcelas_formularios_plantas SET plantas = 310 WHERE id_cooperativa = 1 AND id_parcela = $1 AND id_tipo_planta = 1',
      [parcela],
    );
    await e.db.query('DELETE FROM parcelas_formularios_plantas WHERE id_cooperativa = 1 AND id_parcela = $1 AND id_tipo_planta = 3', [
      parcela,
    ]);
    p = await comprobar();
    expect(Number(p.productivas) - Number(antes.productivas)).toBe(310);
    expect(p.improductivas).toBe(antes.improductivas);

    await e.db.query('DELETE FROM parcelas_formularios_plantas WHERE id_cooperativa = 1 AND id_parcela = $1', [parcela]);
    await e.db.query('DELETE FROM parcelas_formularios WHERE id_cooperativa = 1 AND id_parcela = $1', [parcela]);
    expect(await comprobar()).toEqual(antes);
    expect(await estimacionConcentrado()).toBe(concentrado0);
  });

  it('la baja de la parcela, su vuelta y su paso a otra cuenta mueven las sumas de las dos cuentas', async () => {
    const antes = await comprobar();
    await e.db.query(
      `INSERT INTO parcelas_formularios (id_cooperativa, id_parcela, id_formato, ha_cultivo, estimacion_kg) VALUES (1, $1, $2, 1.5, 12345)`,
      [parcela, formato],
    );
    await e.db.query(
      `INSERT INTO parcelas_formularios_plantas (id_cooperativa, id_parcela, id_tipo_planta, plantas) VALUES (1, $1, 3, 9)`,
      [parcela],
    );
    expect(Number((await comprobar()).estimacion) - Number(antes.estimacion)).toBe(12345);

    await e.db.query(`UPDATE parcelas SET fecha_baja = date '2025-11-01', id_cat_parcelas_bajas = 1 WHERE id_cooperativa = 1 AND id = $1`, [
      parcela,
    ]);
    expect(await comprobar()).toEqual(antes);
    await e.db.query('UPDATE parcelas SET fecha_baja = NULL, id_cat_parcelas_bajas = NULL WHERE id_cooperativa = 1 AND id = $1', [parcela]);
    expect(Number((await comprobar()).improductivas) - Number(antes.improductivas)).toBe(9);

    const otra = await uno<Record<string, string>>(e.db, GUARDADO, [cuentas[1]]);
    await e.db.query('UPDATE parcelas SET id_cuenta = $2 WHERE id_cooperativa = 1 AND id = $1', [parcela, cuentas[1]]);
    expect(await comprobar()).toEqual(antes);
    const despues = await uno<Record<string, string>>(e.db, GUARDADO, [cuentas[1]]);
    expect(Number(despues.estimacion) - Number(otra.estimacion)).toBe(12345);
  });
});
