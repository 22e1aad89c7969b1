-- Lots and delivery states (spec 002 §2.7, §3, §4; issue 12): a lot carries the centre of whoever created it (a
-- collector changes only their centre's lots), and each state assignment of 002 §4 is a row of its own, so a
-- folio is one record with one date that later assignments reuse ('an existing folio brings its date').

ALTER TABLE lotes
  ADD COLUMN id_centro_acopio integer,
  ADD CONSTRAINT lotes_centro_fk FOREIGN KEY (id_cooperativa, id_centro_acopio) REFERENCES centros_acopios (id_cooperativa, id),
  ADD CONSTRAINT lotes_estatus_ck CHECK (id_estatus IS NULL OR id_estatus IN (1, 2, 3));

-- A state assignment (recoleccion_acopios_estatus): state 1 (en bodega) under a folio, unique in its cycle;
-- any other state under 'S/F', one row per assignment.
CREATE TABLE estados_entrega (
  id_cooperativa integer NOT NULL CONSTRAINT estados_entrega_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_ciclo integer NOT NULL,
  folio text NOT NULL,
  id_estatus smallint NOT NULL,
  fecha date NOT NULL,
  id_centro_acopio integer,
  id_usuario integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT estados_entrega_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT estados_entrega_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT estados_entrega_centro_fk FOREIGN KEY (id_cooperativa, id_centro_acopio) REFERENCES centros_acopios (id_cooperativa, id),
  CONSTRAINT estados_entrega_estatus_ck CHECK (id_estatus IN (1, 2, 3)),
  CONSTRAINT estados_entrega_folio_ck CHECK ((id_estatus = 1) = (folio <> 'S/F'))
);
CREATE UNIQUE INDEX estados_entrega_folio_uq ON estados_entrega (id_cooperativa, id_ciclo, folio) WHERE folio <> 'S/F';
CREATE INDEX estados_entrega_ciclo_idx ON estados_entrega (id_cooperativa, id_ciclo, fecha DESC, id DESC);

ALTER TABLE acopios
  ADD COLUMN id_estado_entrega integer,
  ADD CONSTRAINT acopios_estado_entrega_fk FOREIGN KEY (id_cooperativa, id_estado_entrega) REFERENCES estados_entrega (id_cooperativa, id);
CREATE INDEX acopios_estado_entrega_idx ON acopios (id_cooperativa, id_estado_entrega) WHERE id_estado_entrega IS NOT NULL;

-- The deliveries list (entregas_por_productor_search): a lot's deliveries newest first, and the cycle's sorts
-- by weight and amount and its filter by state.
DROP INDEX acopios_lote_idx;
CREATE INDEX acopios_lote_fecha_idx ON acopios (id_cooperativa, id_lote, fecha_acopio DESC, id DESC) WHERE id_lote IS NOT NULL;
CREATE INDEX acopios_ciclo_neto_idx ON acopios (id_cooperativa, id_ciclo, peso_neto, id);
CREATE INDEX acopios_ciclo_importe_idx ON acopios (id_cooperativa, id_ciclo, importe_total, id);
CREATE INDEX acopios_ciclo_estatus_idx ON acopios (id_cooperativa, id_ciclo, id_estatus_entrega);
CREATE INDEX lotes_centro_idx ON lotes (id_cooperativa, id_centro_acopio);
