-- The plot list's EUDR sorts (spec 001 §2.3 ÁREAS NATURALES and RIESGO EUDR; R058, R067; issue 11).
-- As for the other sortable columns (0011): plots without baja, one index per direction ending in id (the engine
-- sorts NULLS LAST both ways with id ascending as tiebreaker), so a page walks the index and stops after LIMIT
-- rows instead of sorting the whole cycle. bench/eudr.ts showed the sorts without them as a top-N heapsort of every
-- plot of the cycle; 0014's (id_cooperativa, areas_naturales_count, id) already serves the ascending ÁREAS NATURALES.

CREATE INDEX parcelas_lista_areas_desc_idx ON parcelas (id_cooperativa, areas_naturales_count DESC NULLS LAST, id)
  WHERE fecha_baja IS NULL;

-- RIESGO EUDR is computed (the shown risk of domain/eudr/riesgo.ts), so its index is on the very expression the list
-- sorts and filters by: RIESGO_EUDR_SQL of server/modules/parcelas/parcelas-listado.resource.ts. A change there must
-- come with a new migration rebuilding these two; tests/server/eudr/indices-eudr.test.ts fails when they stop matching.
CREATE INDEX parcelas_lista_riesgo_idx ON parcelas (id_cooperativa, (CASE
  WHEN poligono IS NULL THEN NULL
  WHEN id_riesgo_eudr_user IS NOT NULL THEN CASE id_riesgo_eudr_user WHEN 1 THEN 1 WHEN 3 THEN 3 ELSE 2 END
  WHEN id_riesgo_eudr_whisp IS NULL THEN NULL
  WHEN id_riesgo_eudr_whisp = 1 THEN 1
  WHEN id_riesgo_eudr_whisp = 3 AND alertas_error_poligono_count = 0 AND areas_naturales_count = 0 THEN 3
  ELSE 2 END), id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_riesgo_desc_idx ON parcelas (id_cooperativa, (CASE
  WHEN poligono IS NULL THEN NULL
  WHEN id_riesgo_eudr_user IS NOT NULL THEN CASE id_riesgo_eudr_user WHEN 1 THEN 1 WHEN 3 THEN 3 ELSE 2 END
  WHEN id_riesgo_eudr_whisp IS NULL THEN NULL
  WHEN id_riesgo_eudr_whisp = 1 THEN 1
  WHEN id_riesgo_eudr_whisp = 3 AND alertas_error_poligono_count = 0 AND areas_naturales_count = 0 THEN 3
  ELSE 2 END) DESC NULLS LAST, id) WHERE fecha_baja IS NULL;
