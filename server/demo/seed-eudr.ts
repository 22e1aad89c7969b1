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

/**
 * EUDR answers of the internal inspections (the accordions of the EUDR tab) for the inspected coffee and cacao plots
 * (those with an inspection form, `parcelas_formularios`), deterministic by plot id: most plots worked long before
 * 2020, with papers and no conversion; about one in nine with felling, one in seventeen with forest converted after
 * 2020 (the cases a due diligence must catch). Variables as `domain/eudr/inspeccion.ts` names them.
 */
export async function sembrarInspeccionEudrDemo(tx: Consulta, coop: number, producto: number): Promise<void> {
  if (producto !== 1 && producto !== 2) return;
  const cultivo = producto === 1 ? 'Café' : 'Cacao';
  await tx.query(
    `INSERT INTO parcelas_inspeccion_eudr (id_cooperativa, id_parcela, id_formato, respuestas)
     SELECT x.id_cooperativa, x.id, f.id_formato, jsonb_build_object(
              'fecha_ingreso_parcela', make_date(1985 + (x.id * 7) % 36, 1 + x.id % 12, 1 + x.id % 28)::text,
              'tenencia_papeles', CASE WHEN x.id % 6 = 0 THEN 'no' ELSE 'si' END,
              'tenencia_documento', CASE WHEN x.id % 6 = 0 THEN NULL WHEN x.id % 3 = 1 THEN 'Certificado parcelario' ELSE 'Constancia ejidal' END,
              'uso_suelo_2020', CASE WHEN x.id % 17 = 3 THEN 'Bosque' ELSE $2::text END,
              'uso_suelo_2021', CASE WHEN x.id % 17 = 3 THEN 'Acahual' ELSE $2::text END,
              'uso_suelo_2022', $2::text, 'uso_suelo_2023', $2::text,
              'parcelas_reserva_bosque', CASE WHEN x.id % 4 = 0 THEN 'si' ELSE 'no' END,
              'superficie_reserva_bosque', CASE WHEN x.id % 4 = 0 THEN 0.5 + (x.id % 5) * 0.25 ELSE 0 END,
              'cobertura_sombra', 30 + (x.id * 13) % 60,
              'conversion_bosque_2020', CASE WHEN x.id % 17 = 3 THEN 'si' ELSE 'no' END,
              'produccion_area_protegida', 'no',
              'renovacion', CASE WHEN x.id % 5 = 2 THEN 'si' ELSE 'no' END,
              'tala_arboles', CASE WHEN x.id % 9 = 4 THEN 'si' ELSE 'no' END,
              'observaciones_inspeccion', CASE WHEN x.id % 17 = 3 THEN 'Se observa desmonte reciente en el lindero norte.' ELSE NULL END,
              'colindante_norte', (ARRAY['Cafetal', 'Bosque', 'Camino', 'Potrero'])[1 + x.id % 4],
              'colindante_sur', (ARRAY['Cafetal', 'Río', 'Milpa'])[1 + x.id % 3],
              'colindante_este', (ARRAY['Cafetal', 'Acahual'])[1 + x.id % 2],
              'colindante_oeste', (ARRAY['Camino', 'Cafetal', 'Bosque'])[1 + (x.id + 1) % 3],
              'riesgos_deforestacion_norte', CASE WHEN x.id % 17 = 3 THEN 'si' ELSE 'no' END,
              'riesgos_deforestacion_sur', 'no', 'riesgos_deforestacion_este', 'no', 'riesgos_deforestacion_oeste', 'no',
              'acciones_productor_deforestacion_norte', CASE WHEN x.id % 17 = 3 THEN 'Reforestar con especies nativas' ELSE NULL END)
       FROM parcelas x JOIN parcelas_formularios f ON f.id_cooperativa = x.id_cooperativa AND f.id_parcela = x.id
      WHERE x.id_cooperativa = $1 AND x.fecha_baja IS NULL`,
    [coop, cultivo],
  );
}
