-- EUDR inspection answers of a plot (spec 001 §2.5 accordions, §3 'EUDR inspection answers', §7
-- `parcela_eudr_sic_info`; issue 11): the EUDR questions of the internal inspection, keyed by the survey's variable
-- names, tied to the inspection format (tx_formatos) that gives their date. The newest inspection is the plot's.
CREATE TABLE parcelas_inspeccion_eudr (
  id_cooperativa integer NOT NULL,
  id serial NOT NULL,
  id_parcela integer NOT NULL,
  id_formato integer NOT NULL,
  respuestas jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT parcelas_inspeccion_eudr_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT parcelas_inspeccion_eudr_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id),
  CONSTRAINT parcelas_inspeccion_eudr_formato_fk FOREIGN KEY (id_cooperativa, id_formato) REFERENCES tx_formatos (id_cooperativa, id),
  CONSTRAINT parcelas_inspeccion_eudr_formato_uq UNIQUE (id_cooperativa, id_formato, id_parcela),
  CONSTRAINT parcelas_inspeccion_eudr_respuestas_ck CHECK (jsonb_typeof(respuestas) = 'object')
);
CREATE INDEX parcelas_inspeccion_eudr_parcela_idx ON parcelas_inspeccion_eudr (id_cooperativa, id_parcela, id DESC);
