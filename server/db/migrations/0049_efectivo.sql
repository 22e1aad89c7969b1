-- Issue 25: cash sent to the collection centres (spec 002 §2.11, §3 'Cash disbursement', 'Per-centre cash summary').
-- A disbursement is money that left the office for a centre (or a collector); a centre's balance is what it was sent
-- minus what it paid producers at the scale (acopio_pagos_resumen of 0033: the cycle's payments at their delivery's
-- centre, reversals included, so a voided delivery's payments net out). Nothing here stores a balance.
-- Money that moved is voided with its reason, never erased: the spec's DELETE removes only a disbursement entered by
-- mistake the same day by the one who entered it (docs/DECISIONES.md '### issue 25: efectivo').
CREATE TABLE registro_efectivo (
  id_cooperativa integer NOT NULL CONSTRAINT registro_efectivo_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_ciclo integer NOT NULL,
  fecha_envio date NOT NULL,
  id_centro_acopio integer,
  cantidad bigint NOT NULL,
  -- 1 = pre-harvest credit (credit level 2 or more), 2 = payments of the cooperative's product.
  tipo_motivo smallint NOT NULL,
  -- The collector who received it (a user of the cooperative), if any.
  id_acopiador integer CONSTRAINT registro_efectivo_acopiador_fk REFERENCES users (id),
  observaciones text,
  anulado boolean NOT NULL DEFAULT false,
  motivo_anulacion text,
  anulado_en timestamptz,
  id_usuario_anulacion integer CONSTRAINT registro_efectivo_usuario_anulacion_fk REFERENCES users (id),
  id_usuario integer CONSTRAINT registro_efectivo_usuario_fk REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT registro_efectivo_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT registro_efectivo_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT registro_efectivo_centro_fk FOREIGN KEY (id_cooperativa, id_centro_acopio) REFERENCES centros_acopios (id_cooperativa, id),
  CONSTRAINT registro_efectivo_cantidad_ck CHECK (cantidad > 0),
  CONSTRAINT registro_efectivo_motivo_ck CHECK (tipo_motivo IN (1, 2)),
  CONSTRAINT registro_efectivo_anulacion_ck CHECK (
    NOT anulado OR (length(btrim(motivo_anulacion)) > 0 AND anulado_en IS NOT NULL)
  )
);
-- 'por Movimiento' (a cycle's disbursements, newest first) and 'por Centro de Acopio' (a cycle's by centre).
CREATE INDEX registro_efectivo_ciclo_idx ON registro_efectivo (id_cooperativa, id_ciclo, fecha_envio DESC, id DESC);
CREATE INDEX registro_efectivo_centro_idx ON registro_efectivo (id_cooperativa, id_ciclo, id_centro_acopio) WHERE NOT anulado;

