import type { Consulta } from '../db/db';

/**
 * Demo deliveries (spec 002 §3; issue 12): for each account in both cycles, weighings with units and containers,
 * the sampling of its product (coffee by type), certifications, payments (most paid at the scale, some with a later
 * pending payment, some with a balance in the active cycle), lots in several states and delivery states with folios.
 * No credit recovery: advances do not exist yet. Written set-based in one statement per cooperative, deterministic
 * (md5 of the account and the delivery's number, not a random generator), consistent with migration 0019's checks:
 * net = gross − tare − discount > 0 for each weighing and the delivery (their sums), amount = net × price rounded
 * half up, folios 'E-000123' / 'P-000123' from their ids as the use case writes them.
 */

/** A product's containers: unit ids and, per unit, kg of produce and tare per container (×100). */
interface Envases {
  unidades: number[];
  kgMin: number[];
  kgMax: number[];
  taraMin: number[];
  taraMax: number[];
}

/** Unit 7 (A granel) is weighed in bulk: no containers, no tare. */
const ENVASES: Record<number, Envases> = {
  // coffee: parchment sacks (Costales Pergaminero, Costales, Sacos, Costales Yute)
  1: {
    unidades: [10, 2, 4, 9],
    kgMin: [55_00, 50_00, 55_00, 57_00],
    kgMax: [70_00, 65_00, 69_00, 70_00],
    taraMin: [30, 25, 30, 40],
    taraMax: [80, 60, 70, 90],
  },
  // cacao: sacks and bulk
  2: { unidades: [2, 4, 7], kgMin: [45_00, 50_00, 0], kgMax: [65_00, 62_00, 0], taraMin: [25, 30, 0], taraMax: [60, 70, 0] },
  // honey: drums, jerrycans and buckets
  3: {
    unidades: [3, 11, 12],
    kgMin: [280_00, 20_00, 25_00],
    kgMax: [300_00, 25_00, 28_00],
    taraMin: [15_00, 90, 1_10],
    taraMax: [20_00, 1_20, 1_40],
  },
};

export interface OpcionesEntregas {
  /** Only accounts with a greater id (the scale seed's new producers). */
  desdeCuenta?: number;
  /** Share of accounts that delivered in a cycle, in percent. */
  porcentaje: number;
  /** Deliveries per account that delivered: 1 to this many. */
  maximoPorCuenta: number;
  /** Another round over the same accounts (the bench's million): varies every drawn figure; no lots are created. */
  ronda?: number;
}

/** A uniform integer 0 ≤ r < 2^24 from hex characters `i`..`i+5` of an md5 (`h`). */
const r = (h: string, i: number) => `('x' || substr(${h}, ${i}, 6))::bit(24)::int`;

/**
 * Inserts the deliveries of one cooperative's accounts (confirmed, without baja) in every cycle, with their weighings
 * and payments; returns how many deliveries. Lots are created first (three per cycle) so some deliveries go in them.
 */
export async function sembrarEntregas(tx: Consulta, coop: number, o: OpcionesEntregas): Promise<number> {
  const [{ producto }] = await tx.query<{ producto: number }>(
    'SELECT coalesce(id_cat_productos, 1) AS producto FROM cooperativas WHERE id = $1',
    [coop],
  );
  const env = ENVASES[producto] ?? ENVASES[1];
  const inicial = !o.desdeCuenta && !o.ronda;
  if (inicial) await sembrarLotes(tx, coop);
  const hp0 = 'plan.h';
  const [{ n }] = await tx.query<{ n: number }>(
    `WITH precio AS (SELECT coalesce((SELECT precio_por_kg FROM precios_cooperativa WHERE id_cooperativa = $1 AND fecha_fin IS NULL), 9000)::bigint AS p),
     centros AS (SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM centros_acopios WHERE id_cooperativa = $1),
     acopiadores AS (SELECT id_centros_acopios AS centro, min(id) AS id FROM users
                      WHERE id_cooperativa = $1 AND id_rol = 6 AND id_centros_acopios IS NOT NULL GROUP BY 1),
     lotes_ciclo AS (SELECT id_ciclo, array_agg(id ORDER BY id) AS ids FROM lotes WHERE id_cooperativa = $1 GROUP BY id_ciclo),
     plan AS MATERIALIZED (
       SELECT nextval(pg_get_serial_sequence('acopios', 'id'))::int AS id, c.id AS id_cuenta, c.id_ciclo, ci.activo_acopio AS activo,
              ci.fecha_inicio, ci.fecha_fin, c.id_cuenta_categoria AS cat, p.id_centro_acopio AS centro_productor, md5(c.id || ':' || k || ':' || $11) AS h
         FROM cuentas c
         JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         CROSS JOIN LATERAL generate_series(1, 1 + ${r('md5(c.id::text)', 1)} % $4) AS k
        WHERE c.id_cooperativa = $1 AND c.id > $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL
          AND ${r("md5(c.id || 'e')", 1)} % 100 < $3),
     e AS MATERIALIZED (
       SELECT plan.*,
              CASE WHEN cardinality(cn.ids) = 0 THEN NULL
                   WHEN plan.centro_productor IS NULL OR ${r(hp0, 1)} % 10 = 0 THEN cn.ids[1 + ${r(hp0, 1)} % cardinality(cn.ids)]
                   ELSE plan.centro_productor END AS centro,
              least(plan.fecha_fin, plan.fecha_inicio + (${r(hp0, 7)} % 95 + ${r(hp0, 13)} % 95)::int) AS fecha,
              1 + (${r(hp0, 19)} % 10) / 6 + (${r(hp0, 19)} % 10) / 9 AS npes,
              ${r(hp0, 25)} AS r1, ${r(hp0, 4)} AS r2, ${r(hp0, 10)} AS r3, ${r(hp0, 16)} AS r4, ${r(hp0, 22)} AS r5,
              CASE WHEN plan.activo THEN 1.0 ELSE 0.95 END AS factor_precio,
              lc.ids AS lotes
         FROM plan CROSS JOIN centros cn LEFT JOIN lotes_ciclo lc ON lc.id_ciclo = plan.id_ciclo),
     pes AS MATERIALIZED (
       SELECT x.*, CASE WHEN x.unidad = 7 THEN 0 ELSE 1 + ${r('x.hp', 1)} % 6 END AS bultos
         FROM (SELECT e.id, n, md5(e.h || ':' || n) AS hp, ($5::int[])[1 + ${r('md5(e.h || n)', 3)} % cardinality($5::int[])] AS unidad,
                      1 + ${r('md5(e.h || n)', 3)} % cardinality($5::int[]) AS iu
                 FROM e CROSS JOIN LATERAL generate_series(1, e.npes) AS n) x),
     pes2 AS MATERIALIZED (
       SELECT pes.id, pes.n, pes.unidad, pes.bultos,
              CASE WHEN pes.unidad = 7 THEN 10000 + ${r('pes.hp', 7)} % 50000
                   ELSE pes.bultos * (($6::int[])[pes.iu] + ${r('pes.hp', 7)} % (($7::int[])[pes.iu] - ($6::int[])[pes.iu] + 1))
                        + pes.bultos * (($8::int[])[pes.iu] + ${r('pes.hp', 13)} % (($9::int[])[pes.iu] - ($8::int[])[pes.iu] + 1)) END AS bruto,
              CASE WHEN pes.unidad = 7 THEN 0
                   ELSE pes.bultos * (($8::int[])[pes.iu] + ${r('pes.hp', 13)} % (($9::int[])[pes.iu] - ($8::int[])[pes.iu] + 1)) END AS tara,
              CASE WHEN ${r('pes.hp', 19)} % 10 = 0 THEN 50 + ${r('pes.hp', 25)} % 250 ELSE 0 END AS descuento
         FROM pes),
     tot AS (SELECT id, sum(bruto)::bigint AS bruto, sum(tara)::bigint AS tara, sum(descuento)::bigint AS descuento,
                    sum(bultos)::int AS bultos FROM pes2 GROUP BY id),
     fin AS MATERIALIZED (
       SELECT e.*, t.bruto, t.tara, t.descuento, t.bruto - t.tara - t.descuento AS neto, t.bultos,
              round(pr.p * e.factor_precio)::bigint AS precio, u.id AS id_usuario
         FROM e JOIN tot t ON t.id = e.id CROSS JOIN precio pr LEFT JOIN acopiadores u ON u.centro = e.centro),
     fin2 AS MATERIALIZED (
       SELECT fin.*, (fin.neto * fin.precio + 50) / 100 AS importe,
              CASE WHEN fin.activo THEN (ARRAY[1, 1, 1, 3, 3, 2, NULL, NULL, NULL, NULL])[1 + fin.r4 % 10]
                   ELSE (ARRAY[1, 1, 1, 1, 1, 1, 1, 3, 2, NULL])[1 + fin.r4 % 10] END AS estado
         FROM fin),
     entregas AS (
       INSERT INTO acopios (id, folio_acopio, id_cooperativa, id_cuenta, id_ciclo, id_centro_acopio, id_usuario, fecha_acopio, fecha_cosecha,
                            id_tipo_cafe, id_proceso, certificaciones, id_costaleras, tipo_maduracion, rendimiento, humedad, mancha, id_color,
                            aroma, observaciones, id_lote, peso_bruto, peso_tara, peso_descuento, peso_neto, no_bultos, precio_por_kg,
                            importe_total, recuperacion_credito, id_estatus_entrega, folio_entrega, fecha_estatus, created_at, updated_at)
       SELECT f.id, 'E-' || lpad(f.id::text, greatest(6, length(f.id::text)), '0'), $1, f.id_cuenta, f.id_ciclo, f.centro, f.id_usuario, f.fecha,
              CASE WHEN $10 = 3 THEN f.fecha - (3 + f.r1 % 18) END,
              t.tipo, CASE WHEN $10 = 1 THEN 1 + f.r2 % 3 END,
              CASE WHEN f.cat = 4 AND f.r3 % 12 <> 0 THEN '{15}'::smallint[] ELSE '{16}'::smallint[] END,
              CASE WHEN $10 = 3 THEN NULL ELSE 1 + f.r5 % 2 END,
              CASE WHEN t.tipo = 3 THEN (ARRAY['Maduro', 'Pintón', 'Sobremaduro'])[1 + f.r1 % 3] END,
              CASE WHEN t.tipo IN (1, 2, 4) THEN 7000 + f.r2 % 1400 END,
              CASE WHEN t.tipo IN (1, 2, 4) THEN 1000 + f.r3 % 250 WHEN $10 = 2 THEN 600 + f.r3 % 200
                   WHEN $10 = 3 THEN 1700 + f.r3 % 250 END,
              CASE WHEN t.tipo IN (1, 2, 4) THEN f.r5 % 800 END,
              CASE WHEN t.tipo IN (2, 4) THEN 1 + f.r1 % 4 WHEN $10 = 3 THEN 1 + f.r1 % 5 END,
              CASE WHEN t.tipo = 1 THEN (ARRAY['Floral', 'Frutal', 'Chocolate', 'Caramelo', 'Cítrico'])[1 + f.r4 % 5] END,
              CASE WHEN f.r5 % 17 = 0 THEN 'Entregó en la tarde; se pesó con la báscula de plataforma' END,
              CASE WHEN f.lotes IS NOT NULL AND f.r3 % 100 < CASE WHEN f.activo THEN 25 ELSE 45 END
                   THEN f.lotes[1 + f.r2 % cardinality(f.lotes)] END,
              f.bruto, f.tara, f.descuento, f.neto, f.bultos, f.precio, f.importe, 0, f.estado,
              CASE WHEN f.estado = 1 THEN 'FB-' || to_char(f.fecha, 'YYMM') || '-' || coalesce(f.centro, 0) WHEN f.estado IS NOT NULL THEN 'S/F' END,
              CASE WHEN f.estado IS NOT NULL THEN f.fecha + 2 + f.r5 % 9 END,
              f.fecha + time '09:00' + (f.r1 % 480) * interval '1 minute', f.fecha + time '09:00' + (f.r1 % 480) * interval '1 minute'
         FROM fin2 f CROSS JOIN LATERAL (SELECT CASE WHEN $10 = 1 THEN (ARRAY[1, 1, 2, 3, 4])[1 + f.r5 % 5] END AS tipo) t
       RETURNING id),
     pesadas AS (
       INSERT INTO acopio_pesadas (id_cooperativa, id_acopio, n, unidades, peso_bruto, peso_tara, peso_descuento, bultos)
       SELECT $1, id, n - 1, ARRAY[unidad]::smallint[], bruto, tara, descuento,
              CASE WHEN unidad = 7 THEN '{}'::jsonb ELSE jsonb_build_object(unidad::text, bultos) END
         FROM pes2),
     -- How each delivery was paid: at the scale in full (most); partly and the rest later (a pending payment);
     -- partly, or not yet, in the active cycle (a balance). A previous cycle ends paid.
     pago AS (
       SELECT f.*, CASE WHEN f.r1 % 100 < 72 THEN 'completo' WHEN f.r1 % 100 < 84 OR NOT f.activo THEN 'despues'
                        WHEN f.r1 % 100 < 93 THEN 'parcial' ELSE 'nada' END AS modo,
              (ARRAY[1, 1, 1, 1, 1, 1, 1, 2, 2, 3])[1 + f.r2 % 10] AS metodo,
              f.importe * (30 + f.r3 % 41) / 100 AS parte
         FROM fin2 f),
     pagos AS (
       SELECT id AS id_acopio, fecha, metodo, CASE WHEN modo = 'completo' THEN importe ELSE parte END AS monto, centro, id_usuario, 0 AS orden
         FROM pago WHERE modo <> 'nada'
       UNION ALL
       SELECT id, fecha + 7 + r4 % 24, 1, importe - parte, centro, id_usuario, 1 FROM pago WHERE modo = 'despues'),
     pagados AS (
       INSERT INTO acopio_pagos (id, folio, id_cooperativa, id_acopio, fecha, id_metodo_pago, monto, id_centro_acopio, id_usuario, con_entrega)
       SELECT s.id, 'P-' || lpad(s.id::text, greatest(6, length(s.id::text)), '0'), $1, s.id_acopio, s.fecha, s.metodo, s.monto, s.centro, s.id_usuario, s.orden = 0
         FROM (SELECT nextval(pg_get_serial_sequence('acopio_pagos', 'id'))::int AS id, x.*
                 FROM (SELECT * FROM pagos WHERE monto > 0 ORDER BY id_acopio, orden) x) s)
     SELECT (SELECT count(*)::int FROM entregas) AS n`,
    [
      coop,
      o.desdeCuenta ?? 0,
      o.porcentaje,
      o.maximoPorCuenta,
      env.unidades,
      env.kgMin,
      env.kgMax,
      env.taraMin,
      env.taraMax,
      producto,
      String(o.ronda ?? 0),
    ],
  );
  if (inicial) await volumenLotes(tx, coop);
  // The cooperative's folios continue after the ones written here (migration 0036, issue 22 item 10).
  await tx.query('SELECT sincronizar_folios_acopio($1)', [coop]);
  return n ?? 0;
}

/** Three lots per cycle: the previous cycle's sold (en bodega), the active one's in several states. */
async function sembrarLotes(tx: Consulta, coop: number): Promise<void> {
  await tx.query(
    `INSERT INTO lotes (id_cooperativa, id_ciclo, nombre, folio, fecha_entrega_venta, observaciones, id_estatus)
     SELECT $1, ci.id, l.nombre || ' ' || ci.nombre, 'L-' || ci.id || '-' || l.n, ci.fecha_inicio + l.dias,
            l.observaciones, CASE WHEN ci.activo_acopio THEN l.estado_activo ELSE 1 END
       FROM ciclos ci CROSS JOIN (VALUES
         (1, 'Lote de exportación', 150, 'Contrato de exportación, embarque por Veracruz', 1),
         (2, 'Lote orgánico', 180, NULL, 3),
         (3, 'Lote mercado nacional', 210, 'Venta a tostador regional', NULL)) AS l (n, nombre, dias, observaciones, estado_activo)
      WHERE ci.id_cooperativa = $1`,
    [coop],
  );
}

/**
 * A lot's volume after its deliveries: the previous cycle's lots are complete (volume = delivered); the active
 * cycle's are being filled (a quarter to twice as much still to deliver), so the lots screen shows progress.
 */
async function volumenLotes(tx: Consulta, coop: number): Promise<void> {
  await tx.query(
    `UPDATE lotes l SET volumen = CASE WHEN ci.activo_acopio THEN (s.kg * (125 + (l.id * 37) % 100) / 100) ELSE s.kg END
       FROM ciclos ci, (SELECT id_lote, sum(peso_neto)::bigint AS kg FROM acopios WHERE id_cooperativa = $1 AND id_lote IS NOT NULL GROUP BY id_lote) s
      WHERE l.id_cooperativa = $1 AND ci.id_cooperativa = $1 AND ci.id = l.id_ciclo AND s.id_lote = l.id`,
    [coop],
  );
}
