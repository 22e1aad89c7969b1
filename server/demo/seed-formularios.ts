import type { Consulta } from '../db/db';

/**
 * Plot sections of inspection forms for the plots dashboard (spec 001 §2.2): about four accounts in five of
 * each cycle were inspected; each of their plots without baja gets its form with crop hectares, a harvest
 * estimate, other activities and plants by type. The inspection is the account's 'Inspección interna'
 * format (tx_formatos), added where the account has none. Set-based and deterministic: every figure is
 * arithmetic on ids, so two seeds of the same data give the same dashboard.
 */
export async function sembrarFormulariosDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  await tx.query(
    `INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, reporte)
     SELECT c.id_cooperativa, c.id, c.id_ciclo, ci.fecha_inicio + 60 + (c.id % 120), 'Inspección interna', 'inspeccion_interna'
       FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = $1 AND c.id % 5 <> 0
        AND NOT EXISTS (SELECT 1 FROM tx_formatos f WHERE f.id_cooperativa = c.id_cooperativa AND f.id_cuenta = c.id AND f.reporte = 'inspeccion_interna')`,
    [idCooperativa],
  );
  // Crop: 60–100 % of the reported surface; yield 400–1,100 kg/ha (×100 stored). Activities: each has its own
  // residue of the plot id, so some plots have several, and about one in six has none ('ninguno').
  await tx.query(
    `INSERT INTO parcelas_formularios (id_cooperativa, id_parcela, id_formato, ha_cultivo, estimacion_kg,
        ha_autoconsumo, ha_otros_cultivos, ha_potrero, ha_monte_bosque, ha_acahual, ha_reserva)
     SELECT x.id_cooperativa, x.id, f.id, h.ha, round(h.ha * (400 + (x.id * 37) % 700) * 100)::bigint,
            CASE WHEN x.id % 3 = 0 THEN 0.25 + (x.id % 4) * 0.125 ELSE 0 END,
            CASE WHEN x.id % 4 = 1 THEN 0.5 ELSE 0 END,
            CASE WHEN x.id % 7 = 2 THEN 1 + (x.id % 3) * 0.5 ELSE 0 END,
            CASE WHEN x.id % 5 = 3 THEN 0.75 ELSE 0 END,
            CASE WHEN x.id % 6 = 4 THEN 0.5 ELSE 0 END,
            CASE WHEN x.id % 11 = 5 THEN 0.25 ELSE 0 END
       FROM parcelas x
       JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN LATERAL (SELECT min(t.id) AS id FROM tx_formatos t
                      WHERE t.id_cooperativa = c.id_cooperativa AND t.id_cuenta = c.id AND t.reporte = 'inspeccion_interna') f ON f.id IS NOT NULL
       CROSS JOIN LATERAL (SELECT round(x.superficie * (60 + (x.id * 13) % 41) / 100.0, 3) AS ha) h
      WHERE x.id_cooperativa = $1 AND x.fecha_baja IS NULL
     ON CONFLICT ON CONSTRAINT parcelas_formularios_pk DO NOTHING`,
    [idCooperativa],
  );
  // Plants by type: productive 70–85 % of the plot's plants, young 10–20 %, the rest unproductive.
  await tx.query(
    `INSERT INTO parcelas_formularios_plantas (id_cooperativa, id_parcela, id_tipo_planta, plantas)
     SELECT pf.id_cooperativa, pf.id_parcela, t.tipo, t.n
       FROM parcelas_formularios pf
       JOIN parcelas x ON x.id_cooperativa = pf.id_cooperativa AND x.id = pf.id_parcela
       CROSS JOIN LATERAL (SELECT (x.plantas * (70 + x.id % 16) / 100)::int AS prod, (x.plantas * (10 + x.id % 11) / 100)::int AS jov) k
       CROSS JOIN LATERAL (VALUES (1, k.prod), (2, k.jov), (3, greatest(x.plantas - k.prod - k.jov, 0))) AS t (tipo, n)
      WHERE pf.id_cooperativa = $1
     ON CONFLICT ON CONSTRAINT parcelas_formularios_plantas_pk DO NOTHING`,
    [idCooperativa],
  );
  // Varieties the inspector found (0068): one to three per plot of the cooperative's crop, from its ids, so the
  // plot's page and the quality cards have real figures; a honey cooperative's apiaries have none.
  await tx.query(
    `INSERT INTO parcelas_variedades (id_cooperativa, id_parcela, id_variedad)
     SELECT DISTINCT x.id_cooperativa, x.id, v.ids[1 + (x.id * k) % array_length(v.ids, 1)]
       FROM parcelas x
       JOIN cooperativas co ON co.id = x.id_cooperativa
       CROSS JOIN LATERAL (SELECT array_agg(id ORDER BY id) AS ids FROM cat_variedades WHERE id_producto = co.id_cat_productos) v
       CROSS JOIN LATERAL generate_series(1, 1 + x.id % 3) AS k
      WHERE x.id_cooperativa = $1 AND v.ids IS NOT NULL
     ON CONFLICT ON CONSTRAINT parcelas_variedades_pk DO NOTHING`,
    [idCooperativa],
  );
}
