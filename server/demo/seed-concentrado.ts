import { firmaComiteDemo } from './seed-comite';
import type { Consulta } from '../db/db';
import { version } from '../../package.json';
import { registrarVersion } from '../modules/versiones/versiones.repository';

/** Past releases shown in the versions list (spec 001 §2.15) besides the running one. */
export const VERSIONES_DEMO: [string, string][] = [
  ['0.0.1', '2025-06-02'],
  ['0.0.5', '2025-08-18'],
  ['0.0.9', '2025-10-06'],
];

/**
 * The localities' INEGI key (state, municipality, locality: 9 digits) where their ids follow that numbering, as the
 * installed geography does; migration 0031 does the same for the rows it found. Idempotent.
 */
export async function completarClavesLocalidades(tx: Consulta): Promise<void> {
  await tx.query(
    `UPDATE localidades l SET clave_concatenada = lpad(l.id::text, 9, '0')
       FROM municipios m
      WHERE m.id = l.id_municipio AND l.clave_concatenada IS NULL
        AND l.id / 10000 = m.id AND m.id / 1000 = m.id_estado AND l.id < 1000000000`,
  );
}

/** The versions list: the demo's past releases and the running package's version (dated the day it first started). */
export async function sembrarVersiones(tx: Consulta): Promise<void> {
  for (const [nombre, fecha] of VERSIONES_DEMO) await registrarVersion(tx, nombre, fecha);
  await registrarVersion(tx, version);
}

/** How many accounts of the latest cycle the demo sanctions and removes, per cooperative. */
export const SANCIONADAS_DEMO = 4;
export const BAJAS_DEMO = 3;

/**
 * The concentrated register's Sancionados and Bajas groups need such accounts (spec 001 §2.11): in the latest cycle,
 * a few confirmed accounts get a committee evaluation with condicion 3 (sanctioned, category kept) and a few others a
 * baja with its history row. Chosen by id among accounts with no deliveries and no registration request, so the
 * collection and registration screens' data stay as their seeds left them. Deterministic.
 */
export async function sembrarConcentradoDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  const candidatas = await tx.query<{ id: number; id_ciclo: number; id_cuenta_categoria: number }>(
    `SELECT c.id, c.id_ciclo, c.id_cuenta_categoria FROM cuentas c
      WHERE c.id_cooperativa = $1 AND c.id_ciclo = (SELECT max(id) FROM ciclos WHERE id_cooperativa = $1)
        AND c.confirmado = 1 AND c.fecha_baja IS NULL
        AND NOT EXISTS (SELECT 1 FROM acopios a WHERE a.id_cooperativa = c.id_cooperativa AND a.id_cuenta = c.id)
        AND NOT EXISTS (SELECT 1 FROM cuentas_altas_solicitud s WHERE s.id_cooperativa = c.id_cooperativa AND s.id_cuenta = c.id)
        AND NOT EXISTS (SELECT 1 FROM cuentas_bajas b WHERE b.id_cooperativa = c.id_cooperativa AND b.id_cuenta = c.id)
        AND NOT EXISTS (SELECT 1 FROM parcelas p WHERE p.id_cooperativa = c.id_cooperativa AND p.id_cuenta = c.id AND p.poligono IS NOT NULL)
      ORDER BY c.id`,
    [idCooperativa],
  );
  if (!candidatas.length) return;
  const [quien] = await tx.query<{ id: number }>('SELECT min(id) AS id FROM users WHERE id_cooperativa = $1', [idCooperativa]);
  // Spread over the list so they fall in several localities.
  const paso = Math.max(1, Math.floor(candidatas.length / (SANCIONADAS_DEMO + BAJAS_DEMO)));
  const elegidas = candidatas.filter((_, i) => i % paso === 0).slice(0, SANCIONADAS_DEMO + BAJAS_DEMO);
  for (const [i, c] of elegidas.entries()) {
    if (i < SANCIONADAS_DEMO) {
      await tx.query(
        `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, firma_imagen, sanc_cat_anterior,
           sanc_cat_nueva, sanc_fecha_inicio, sanc_observaciones, lugar)
         VALUES ($1, $2, $3, $4, 3, date '2025-11-14', $6, $5, $5, date '2025-11-14', 'Uso de insumos prohibidos en una parcela', 'Oficina de la cooperativa')`,
        [idCooperativa, c.id, c.id_ciclo, quien.id, c.id_cuenta_categoria, await firmaComiteDemo(tx, idCooperativa, quien.id)],
      );
    } else {
      await tx.query(`UPDATE cuentas SET id_cat_cuentas_bajas = 2, fecha_baja = date '2025-11-20' WHERE id_cooperativa = $1 AND id = $2`, [
        idCooperativa,
        c.id,
      ]);
      await tx.query(
        `INSERT INTO cuentas_bajas (id_cooperativa, id_cuenta, id_ciclo, id_cat_cuentas_bajas, id_user, fecha_baja, padrones_seleccionados)
         VALUES ($1, $2, $3, 2, $4, date '2025-11-20', '["confirmado"]')`,
        [idCooperativa, c.id, c.id_ciclo, quien.id],
      );
    }
  }
}
