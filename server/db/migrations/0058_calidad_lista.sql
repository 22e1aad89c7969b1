-- Issue 26, second step: what the quality list and its search read without joining the plots of every row.
-- `altura_promedio`: the average altitude (metres, the plots' central point) of the plots behind the sample when it was
-- saved (the producer's, the lot's producers', the region's producers'), a snapshot like every derived figure of 0056.
-- `busqueda`: folio, producer, lot, municipality, localities and provider as saved, lower-case without accents, for the
-- list's `q` (trigram index: 100,000 analyses). `kg_pergamino`: the net parchment kg ×100 of the deliveries or lot the
-- sample stands for, from which `kg_exportables` was computed (null for a region or another provider).
ALTER TABLE calidad_analisis
  ADD COLUMN altura_promedio integer,
  ADD COLUMN busqueda text NOT NULL DEFAULT '';
CREATE INDEX calidad_analisis_busqueda_trgm_idx ON calidad_analisis USING gin (id_cooperativa, busqueda gin_trgm_ops);
CREATE INDEX calidad_analisis_ciclo_idx ON calidad_analisis (id_cooperativa, id_ciclo, id DESC);

ALTER TABLE calidad_fisicos
  ADD COLUMN kg_pergamino bigint;
