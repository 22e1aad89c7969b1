import type { Consulta } from '../db/db';

/**
 * Stored WHISP results for the coffee and cacao plots that have a polygon, so the EUDR columns and tab are real on a
 * fresh start with no network (issue 11). Deterministic by plot id: about one in ten high, one in ten 'more
 * information needed', the rest low — the shape of a cooperative's real results, where most plots are low risk.
 * Honey cooperatives do not export to the EU under the regulation: no results.
 */
export async function sembrarEudrDemo(tx: Consulta, coop: number, producto: number): Promise<void> {
  if (producto !== 1 && producto !== 2) return;
  await tx.query(
    `WITH r AS (
       SELECT id_cooperativa, id, md5(poligono::text) AS hash,
              CASE id % 10 WHEN 7 THEN 'high' WHEN 8 THEN 'more_info_needed' ELSE 'low' END AS texto
         FROM parcelas WHERE id_cooperativa = $1 AND poligono IS NOT NULL AND fecha_baja IS NULL)
     INSERT INTO parcelas_whisp (id_cooperativa, id_parcela, hash_poligono, id_riesgo, riesgo_texto, indicadores, propiedades, version, analizado_en)
     SELECT id_cooperativa, id, hash, CASE texto WHEN 'high' THEN 1 WHEN 'low' THEN 3 ELSE 4 END, texto,
            jsonb_build_object('Ind_01_treecover', CASE texto WHEN 'high' THEN 'yes' ELSE 'no' END, 'Ind_02_commodities', 'no',
                               'Ind_03_disturbance_before_2020', 'no', 'Ind_04_disturbance_after_2020', CASE texto WHEN 'high' THEN 'yes' ELSE 'no' END),
            jsonb_build_object('risk_pcrop', texto, 'risk_acrop', 'low', 'risk_timber', 'low', 'Country', 'MEX', 'ProducerCountry', 'MX',
                               'external_id', id::text, 'demostracion', true),
            'demostración', now() - (id % 30) * interval '1 day'
       FROM r`,
    [coop],
  );
  await tx.query(
    `UPDATE parcelas p SET id_riesgo_eudr_whisp = w.id_riesgo
       FROM parcelas_whisp w WHERE w.id_cooperativa = p.id_cooperativa AND w.id_parcela = p.id AND p.id_cooperativa = $1`,
    [coop],
  );
}
