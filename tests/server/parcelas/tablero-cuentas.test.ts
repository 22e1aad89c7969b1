import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno, uno } from '../ayudas';
import {
  conteoActividades,
  plantasPorTipo,
  sumasPorGenero,
  sumasTotales,
} from '../../../server/modules/parcelas/parcelas-tablero.repository';
import type { FiltrosPanel } from '@domain/tableros/filtros';
import { migrar } from '../../../server/db/migrate';

/**
 * The plots dashboard without an inspection filter sums what the accounts keep of their plots (0034); with one, it
 * reads the plots. A «Desde» before every record chooses the same plots, so the two readings must agree: on the demo,
 * by place, and after each kind of write to the plots, their forms and their plants.
 */
let e: Entorno;
let ciclo: number;
let municipio: number;

const DESDE_SIEMPRE = '1900-01-01';

async function cifras(panel: FiltrosPanel) {
  const porGenero = await sumasPorGenero(e.db, 1, ciclo, panel);
  return {
    totales: await sumasTotales(e.db, 1, ciclo, panel),
    plantas: await plantasPorTipo(e.db, 1, ciclo, panel),
    actividades: await conteoActividades(e.db, 1, ciclo, panel),
    // float sums of numeric(…, 3) hectares: compared to the thousandth
    genero: porGenero
      .map((g) => ({ ...g, ha_cafe: g.ha_cafe.toFixed(3), ha_cult: g.ha_cult.toFixed(3), ha_estimacion: g.ha_estimacion.toFixed(2) }))
      .sort((a, b) => String(a.genero).localeCompare(String(b.genero))),
  };
}

async function comprobar(lugar: FiltrosPanel = {}): Promise<void> {
  const guardadas = await cifras(lugar);
  expect(guardadas.totales.parcelas).toBeGreaterThan(0);
  expect(guardadas).toEqual(await cifras({ ...lugar, desde: DESDE_SIEMPRE }));
}

beforeAll(async () => {
  e = await crearEntorno();
  ({ ciclo } = await uno<{ ciclo: number }>(e.db, 'SELECT max(id) AS ciclo FROM ciclos WHERE id_cooperativa = 1'));
  ({ municipio } = await uno<{ municipio: number }>(
    e.db,
    `SELECT l.id_municipio AS municipio FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN localidades l ON l.id = p.id_localidad WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.tablero_parcelas > 0
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [ciclo],
  ));
});
afterAll(() => e.cerrar());

describe('tablero de parcelas: cifras guardadas en la cuenta (0034)', () => {
  it('coinciden con las leídas de las parcelas, en todo el ciclo y por lugar', async () => {
    await comprobar();
    await comprobar({ id_municipio: municipio });
  });

  it('siguen coincidiendo tras cambiar un formulario, sus plantas y la baja de una parcela', async () => {
    const { parcela } = await uno<{ parcela: number }>(
      e.db,
      `SELECT f.id_parcela AS parcela FROM parcelas_formularios f JOIN parcelas x ON x.id_cooperativa = f.id_cooperativa AND x.id = f.id_parcela
         JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
        WHERE f.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL LIMIT 1`,
      [ciclo],
    );
    const antes = await sumasTotales(e.db, 1, ciclo);
    await e.db.query(
      `UPDATE parcelas_formularios SET ha_cultivo = ha_cultivo + 1, ha_potrero = 2, ha_reserva = 0, ha_autoconsumo = 0.5
        WHERE id_cooperativa = 1 AND id_parcela = $1`,
      [parcela],
    );
    await e.db.query(
      `INSERT INTO parcelas_formularios_plantas (id_cooperativa, id_parcela, id_tipo_planta, plantas) VALUES (1, $1, 2, 77)
       ON CONFLICT ON CONSTRAINT parcelas_formularios_plantas_pk DO UPDATE SET plantas = excluded.plantas + 77`,
      [parcela],
    );
    await comprobar();
    expect((await sumasTotales(e.db, 1, ciclo)).hectareas).toBeCloseTo(antes.hectareas + 1, 3);

    await e.db.query(
      `UPDATE parcelas SET fecha_baja = now(), id_cat_parcelas_bajas = (SELECT min(id) FROM cat_parcelas_bajas) WHERE id_cooperativa = 1 AND id = $1`,
      [parcela],
    );
    await comprobar();
    expect((await sumasTotales(e.db, 1, ciclo)).parcelas).toBe(antes.parcelas - 1);
    await e.db.query(`UPDATE parcelas SET fecha_baja = NULL, id_cat_parcelas_bajas = NULL WHERE id_cooperativa = 1 AND id = $1`, [parcela]);
    await e.db.query('DELETE FROM parcelas_formularios_plantas WHERE id_cooperativa = 1 AND id_parcela = $1', [parcela]);
    await e.db.query('DELETE FROM parcelas_formularios WHERE id_cooperativa = 1 AND id_parcela = $1', [parcela]);
    await comprobar();
    expect((await sumasTotales(e.db, 1, ciclo)).parcelas).toBe(antes.parcelas - 1);
  });

  it('la migración llena las cifras de las cuentas que ya tenían parcelas (una instalación que se actualiza)', async () => {
    await comoDueno(e.db, (tx) =>
      tx.script(`
      ALTER TABLE cuentas DROP COLUMN tablero_parcelas, DROP COLUMN tablero_superficie, DROP COLUMN total_plantas_desarrollo,
        DROP COLUMN tablero_autoconsumo, DROP COLUMN tablero_otros_cultivos, DROP COLUMN tablero_potrero,
        DROP COLUMN tablero_monte_bosque, DROP COLUMN tablero_acahual, DROP COLUMN tablero_reserva, DROP COLUMN tablero_sin_otras;
      DELETE FROM migraciones WHERE nombre = '0034_parcelas_tablero_cuenta.sql';`),
    );
    expect(await migrar(e.db)).toEqual(['0034_parcelas_tablero_cuenta.sql']);
    await comprobar();
  });
});
