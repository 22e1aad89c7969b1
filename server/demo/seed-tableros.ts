import type { Consulta } from '../db/db';

/**
 * Demo data of the dashboards (spec 000 §2.9): inspections (formats) in the cooperative's latest cycle so the
 * SIC progress, its municipality bars and the latest-records list are not empty. Only cooperatives that use
 * the SIC get them. Each format names a plot of its account (when it has one) and who captured it (`id_capturo`): a field
 * technician of the cooperative, else its first user; the inspection's inspector is the padrón's (seed-padron-completo.ts). Deterministic: which accounts are surveyed depends on
 * the account id and the municipality (some municipalities are far ahead, others behind), set-based and fast.
 * The previous cycle's formats (seed-productores.ts) get their plot and inspector too.
 */
export async function sembrarTablerosDemo(tx: Consulta, idCooperativa: number): Promise<void> {
  const [cfg] = await tx.query<{ usa_sic: number }>('SELECT usa_sic FROM configuraciones WHERE id_cooperativa = $1', [idCooperativa]);
  if (!cfg || Number(cfg.usa_sic) !== 1) return;
  await tx.query(
    `WITH ultimo AS (SELECT id, fecha_inicio FROM ciclos WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1),
          cuentas_sorteadas AS (
            SELECT c.id, c.id_ciclo, (SELECT fecha_inicio FROM ultimo) AS inicio, l.id_municipio
              FROM cuentas c
              JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
              JOIN localidades l ON l.id = p.id_localidad
             WHERE c.id_cooperativa = $1 AND c.id_ciclo = (SELECT id FROM ultimo) AND c.fecha_baja IS NULL
               -- from 30 % to 90 % of a municipality's producers, by municipality
               AND (c.id * 7 + l.id_municipio) % 10 < 3 + l.id_municipio % 7
               -- idempotent: the benchmark calls it again after topping up the producers
               AND NOT EXISTS (SELECT 1 FROM tx_formatos f WHERE f.id_cooperativa = c.id_cooperativa AND f.id_cuenta = c.id))
     INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, reporte)
     SELECT $1, s.id, s.id_ciclo, s.inicio + 14 + (s.id * 13) % 120, t.tipo, CASE WHEN s.id % 4 = 0 THEN NULL ELSE t.reporte END
       FROM cuentas_sorteadas s
      CROSS JOIN (VALUES ('Inspección interna', 'inspeccion_interna')) AS t (tipo, reporte)`,
    [idCooperativa],
  );
  await tx.query(
    `WITH inspector AS (
       SELECT coalesce((SELECT min(id) FROM users WHERE id_cooperativa = $1 AND id_rol = 3), (SELECT min(id) FROM users WHERE id_cooperativa = $1)) AS id)
     UPDATE tx_formatos f
        SET id_capturo = (SELECT id FROM inspector),
            id_parcela = (SELECT min(x.id) FROM parcelas x WHERE x.id_cooperativa = f.id_cooperativa AND x.id_cuenta = f.id_cuenta AND x.fecha_baja IS NULL)
      WHERE f.id_cooperativa = $1 AND f.id_capturo IS NULL`,
    [idCooperativa],
  );
}
