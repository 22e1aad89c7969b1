-- Issue 24 (the deliveries list newest first within a day): the deliveries list breaks ties the way of its first
-- sort column (RecursoBusqueda.desempateConOrden), so `x DESC NULLS LAST, a.id DESC` and, for a deep page read from
-- the end, `x ASC NULLS FIRST, a.id ASC`: one index serves both when its key ends in `id DESC`. The ascending sorts
-- keep their indexes (0019, 0022), which already end the way an ascending tie goes.
DROP INDEX acopios_lista_fecha_idx, acopios_lista_neto_idx, acopios_lista_importe_idx, acopios_lista_sin_lote_idx;
CREATE INDEX acopios_lista_fecha_idx ON acopios (id_cooperativa, id_ciclo, fecha_acopio DESC NULLS LAST, id DESC);
CREATE INDEX acopios_lista_neto_idx ON acopios (id_cooperativa, id_ciclo, peso_neto DESC NULLS LAST, id DESC);
CREATE INDEX acopios_lista_importe_idx ON acopios (id_cooperativa, id_ciclo, importe_total DESC NULLS LAST, id DESC);
CREATE INDEX acopios_lista_sin_lote_idx ON acopios (id_cooperativa, id_ciclo, fecha_acopio DESC NULLS LAST, id DESC) WHERE id_lote IS NULL;
