import type { Consulta } from '../db/db';
import { PRODUCTO } from '@domain/comun/productos';

/**
 * What the SIC final report finds in the demo beyond what the rest of the seed leaves (forms waiting in the wizards,
 * plots without sketch, producers without inspection), so each of its errors is on screen on a fresh start (issue 27):
 * - 'Versión antigua del formulario': the cooperative's main-plot form is deployed at v2026.2 and two of the main-plot
 *   forms already linked (seed-vinculos.ts) were filled with v2026.1.
 * - 'Punto GPS fuera de la parcela': the current cycle's last account with a sketched plot has a main-plot form linked
 *   to that plot whose point lies about 3 km away.
 * - 'Categoría distinta a la del comité' (coffee, where the committee sits): an account in Transición 1 whose committee
 *   approved it as Transición 2, its category not yet changed in the registry.
 * Runs after the wizards' forms, the committee and the cooperative forms are seeded; deterministic.
 */
export async function sembrarErroresSicDemo(tx: Consulta, idCooperativa: number, producto: number): Promise<void> {
  if (producto !== PRODUCTO.cafe && producto !== PRODUCTO.cacao) return;
  const [ficha] = await tx.query<{ id: number }>(
    `UPDATE kobo_fichas SET kobo_version_implementada = 'v2026.2'
      WHERE id = (SELECT min(id) FROM kobo_fichas WHERE id_cooperativa = $1 AND tipo = 'sic_pp') RETURNING id`,
    [idCooperativa],
  );
  if (ficha)
    await tx.query(
      `UPDATE formularios_campo SET id_kobo_ficha = $2
        WHERE id IN (SELECT id FROM formularios_campo WHERE id_cooperativa = $1 AND tipo = 'sic_pp' AND id_cuenta IS NOT NULL
                      ORDER BY id LIMIT 2)`,
      [idCooperativa, ficha.id],
    );
  await puntoFueraDeParcela(tx, idCooperativa);
  if (producto === PRODUCTO.cafe) await categoriaDistintaDelComite(tx, idCooperativa);
}

const CICLO_ACTUAL = '(SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1)';

async function puntoFueraDeParcela(tx: Consulta, coop: number): Promise<void> {
  const [p] = await tx.query<{
    id: number;
    id_cuenta: number;
    id_ciclo: number;
    nombre: string;
    clave: string | null;
    lat: number;
    lng: number;
  }>(
    `SELECT pa.id, pa.id_cuenta, c.id_ciclo, pa.nombre, pr.clave_tx AS clave,
            (pa.poligono->'coordinates'->0->0->>1)::float8 AS lat, (pa.poligono->'coordinates'->0->0->>0)::float8 AS lng
       FROM parcelas pa
       JOIN cuentas c ON c.id_cooperativa = pa.id_cooperativa AND c.id = pa.id_cuenta
       JOIN productores pr ON pr.id_cooperativa = c.id_cooperativa AND pr.id = c.id_productor
      WHERE pa.id_cooperativa = $1 AND c.id_ciclo = ${CICLO_ACTUAL} AND c.fecha_baja IS NULL AND pa.fecha_baja IS NULL
        AND pa.poligono->>'type' = 'Polygon'
      ORDER BY c.id DESC, pa.id LIMIT 1`,
    [coop],
  );
  if (!p) return;
  const [u] = await tx.query<{ id: number; inspector: string; coop: string }>(
    `SELECT u.id, u.nombres || ' ' || u.apellido_paterno AS inspector, co.nombre AS coop
       FROM users u JOIN cooperativas co ON co.id = u.id_cooperativa WHERE u.id_cooperativa = $1 ORDER BY (u.id_rol = 3) DESC, u.id LIMIT 1`,
    [coop],
  );
  const [f] = await tx.query<{ id: number }>(
    `INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, reporte, id_capturo)
     VALUES ($1, $2, $3, current_date - 10, 'Parcela principal', 'sic_pp', $4) RETURNING id`,
    [coop, p.id_cuenta, p.id_ciclo, u.id],
  );
  await tx.query(
    `INSERT INTO formularios_campo (id_cooperativa, tipo, uuid_odk, version_formulario, enviado_en, id_ciclo, fecha, nombre_inspector,
        coop_nombre, id_socio_otro, parcela_nombre_otro, punto, datos, id_cuenta, id_parcela, id_formato, vinculado_en, id_user_vinculo)
     VALUES ($1, 'sic_pp', $2, 'v2026.2', now() - interval '10 days', $3, current_date - 10, $4, $5, $6, $7, $8, $9, $10, $11, $12,
             now() - interval '9 days', $13)`,
    [
      coop,
      `uuid:demo-${coop}-punto-fuera`,
      p.id_ciclo,
      u.inspector,
      u.coop,
      p.clave,
      p.nombre,
      // about 3 km north-east of the sketch's first corner: a point taken at another plot, or the house
      JSON.stringify({ type: 'Point', coordinates: [p.lng + 0.02, p.lat + 0.02] }),
      JSON.stringify({ observaciones: 'Punto tomado al llegar a la parcela' }),
      p.id_cuenta,
      p.id,
      f.id,
      u.id,
    ],
  );
}

async function categoriaDistintaDelComite(tx: Consulta, coop: number): Promise<void> {
  const [c] = await tx.query<{ id: number; id_ciclo: number; id_nivel_riesgo: number; inicio: string }>(
    `SELECT c.id, c.id_ciclo, c.id_nivel_riesgo, ci.fecha_inicio::text AS inicio
       FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = $1 AND c.id_ciclo = ${CICLO_ACTUAL} AND c.fecha_baja IS NULL AND c.confirmado = 1
        AND c.id_cuenta_categoria = 2 AND c.id_nivel_riesgo IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM comite_evaluaciones e WHERE e.id_cooperativa = c.id_cooperativa AND e.id_cuenta = c.id)
      ORDER BY c.id DESC LIMIT 1`,
    [coop],
  );
  if (!c) return;
  const [e] = await tx.query<{ id: number; firma: string }>(
    `SELECT id_user AS id, firma_imagen AS firma FROM comite_evaluaciones WHERE id_cooperativa = $1 ORDER BY id LIMIT 1`,
    [coop],
  );
  if (!e) return;
  await tx.query(
    `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, firma_imagen, sanc_cat_anterior,
       sanc_cat_nueva, id_nivel_riesgo, aprob_sc_observaciones, lugar)
     VALUES ($1, $2, $3, $4, 1, ($5::date + 45), $6, 2, 3, $7, 'Segundo año de transición cumplido; pasa a Transición 2.',
             'Jaltenango de la Paz, Chiapas')`,
    [coop, c.id, c.id_ciclo, e.id, c.inicio, e.firma, c.id_nivel_riesgo],
  );
}
