import type { Consulta } from '../db/db';

/** Inspectors of every demo cooperative (001 §3 's1_lista_inspector'). */
export const INSPECTORES_DEMO = ['Rogelio Méndez Pérez', 'Lucía Hernández Gómez', 'Tomás Aguilar Ruiz', 'Carmen Vázquez López'];

const INSUMOS = ['Glifosato', 'Urea', 'Paraquat', 'Sulfato de amonio'];

/**
 * The complete register's SIC information (spec 001 §2.9) for the demo: every confirmed account of the
 * cooperative's cycles gets its row except one in seven (an account nobody has filled in yet shows empty cells),
 * with tenure, papers, inspection date and surface, the inspector, parchment, the producer's estimate and, for
 * one account in twelve, a prohibited product applied. An account with an inspection record (tx_formatos, seeded
 * before by seed-tableros.ts) always has its row, an inspector and that record's date: the dashboards read the
 * inspection's inspector from here (issue 22 item 20), so the two never disagree. Producers get an e-mail one in three. Set-based and
 * deterministic: every value is arithmetic on ids.
 */
export async function sembrarPadronCompletoDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  await tx.query(
    `INSERT INTO inspectores (id_cooperativa, nombre) SELECT $1, unnest($2::text[]) ON CONFLICT ON CONSTRAINT inspectores_nombre_uq DO NOTHING`,
    [idCooperativa, INSPECTORES_DEMO],
  );
  await tx.query(
    `UPDATE productores SET correo = lower(f_unaccent(split_part(nombres, ' ', 1))) || '.' || id || '@correo.demo'
      WHERE id_cooperativa = $1 AND id % 3 = 0 AND correo IS NULL`,
    [idCooperativa],
  );
  await tx.query(
    `INSERT INTO padron_sic (id_cooperativa, id_cuenta, fecha_transicion, fecha_prohibidos, insumos_prohibidos, inspeccion_fecha,
        inspeccion_superficie, id_inspector, pergamino_actual, id_tenencia, id_papeles, estimacion_productor, cultivos_activos)
     SELECT c.id_cooperativa, c.id,
            CASE WHEN c.id_cuenta_categoria IN (1, 2, 3, 5) THEN coalesce(c.fecha_ingreso, ci.fecha_inicio) + (c.id % 200) END,
            CASE WHEN c.id % 12 = 0 THEN ci.fecha_inicio - 90 - (c.id % 300) END,
            CASE WHEN c.id % 12 = 0 THEN ($2::text[])[1 + c.id % 4] END,
            CASE WHEN c.id % 5 <> 0 OR r.fecha IS NOT NULL THEN coalesce(r.fecha, ci.fecha_inicio + 60 + (c.id % 120)) END,
            CASE WHEN c.id % 5 <> 0 OR r.fecha IS NOT NULL THEN round(c.total_superficie * (85 + c.id % 16) / 100.0, 3) END,
            CASE WHEN c.id % 5 <> 0 OR r.fecha IS NOT NULL
                 THEN (SELECT i.id FROM inspectores i WHERE i.id_cooperativa = c.id_cooperativa ORDER BY i.id OFFSET c.id % 4 LIMIT 1) END,
            CASE WHEN c.id % 4 <> 0 THEN (round(c.total_superficie * (350 + c.id % 500)) * 100)::bigint END,
            1 + (c.id * 7) % 5,
            CASE WHEN c.id % 6 = 0 THEN 2 ELSE 1 END,
            (round(c.total_superficie * (450 + (c.id * 11) % 600)) * 100)::bigint,
            CASE WHEN c.id % 3 = 0 THEN 'Café, plátano' ELSE NULL END
       FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
       LEFT JOIN LATERAL (SELECT max(f.fecha) AS fecha FROM tx_formatos f
                           WHERE f.id_cooperativa = c.id_cooperativa AND f.id_ciclo = c.id_ciclo AND f.id_cuenta = c.id) r ON true
      WHERE c.id_cooperativa = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND (c.id % 7 <> 3 OR r.fecha IS NOT NULL)
     ON CONFLICT ON CONSTRAINT padron_sic_cuenta_uq DO NOTHING`,
    [idCooperativa, INSUMOS],
  );
}
