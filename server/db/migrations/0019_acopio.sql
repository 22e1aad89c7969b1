-- Collection (acopio, spec 002 §3; issue 12): deliveries with their weighings, sampling and payments, lots, the
-- cooperative's price per kg, and the record that makes money and goods writes exactly-once. Weights and money are
-- integers ×100 (bigint). Every table is a tenant table: id_cooperativa leads its keys (DESIGN §3).

-- Lots (recoleccion_acopios): a sale lot of a cycle that deliveries are assigned to.
CREATE TABLE lotes (
  id_cooperativa integer NOT NULL CONSTRAINT lotes_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_ciclo integer NOT NULL,
  nombre text NOT NULL,
  folio text,
  volumen bigint,
  fecha_entrega_venta date,
  observaciones text,
  id_estatus smallint,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lotes_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT lotes_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT lotes_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT lotes_volumen_ck CHECK (volumen IS NULL OR volumen >= 0)
);
CREATE INDEX lotes_ciclo_idx ON lotes (id_cooperativa, id_ciclo, nombre);

-- The price per kg of the cooperative's product (spec 002 §2.12): the current one has no fecha_fin.
CREATE TABLE precios_cooperativa (
  id_cooperativa integer NOT NULL CONSTRAINT precios_cooperativa_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  precio_por_kg bigint NOT NULL,
  fecha_inicio date NOT NULL,
  fecha_fin date,
  id_usuario integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT precios_cooperativa_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT precios_cooperativa_precio_ck CHECK (precio_por_kg >= 0)
);
CREATE UNIQUE INDEX precios_cooperativa_vigente_uq ON precios_cooperativa (id_cooperativa) WHERE fecha_fin IS NULL;

-- A delivery grows from the profile's minimal row (0004) to the whole record of spec 002 §3.
ALTER TABLE acopios
  ADD COLUMN id_centro_acopio integer,
  ADD COLUMN id_usuario integer,
  ADD COLUMN folio_acopio text,
  ADD COLUMN fecha_cosecha date,
  ADD COLUMN id_tipo_cafe smallint,
  ADD COLUMN id_proceso smallint,
  ADD COLUMN certificaciones smallint[] NOT NULL DEFAULT '{}',
  ADD COLUMN id_costaleras smallint,
  ADD COLUMN tipo_maduracion text,
  ADD COLUMN rendimiento integer,
  ADD COLUMN humedad integer,
  ADD COLUMN mancha integer,
  ADD COLUMN id_color smallint,
  ADD COLUMN aroma text,
  ADD COLUMN muestreo_observaciones text,
  ADD COLUMN observaciones text,
  ADD COLUMN peso_bruto bigint NOT NULL DEFAULT 0,
  ADD COLUMN peso_tara bigint NOT NULL DEFAULT 0,
  ADD COLUMN peso_descuento bigint NOT NULL DEFAULT 0,
  ADD COLUMN no_bultos integer NOT NULL DEFAULT 0,
  ADD COLUMN recuperacion_credito bigint NOT NULL DEFAULT 0,
  ADD COLUMN id_lote integer,
  ADD COLUMN id_estatus_entrega smallint,
  ADD COLUMN folio_entrega text,
  ADD COLUMN fecha_estatus date,
  ADD COLUMN firma uuid,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- Rows from before this migration had only the net weight.
UPDATE acopios SET peso_bruto = peso_neto WHERE peso_bruto = 0;
ALTER TABLE acopios
  ADD CONSTRAINT acopios_centro_fk FOREIGN KEY (id_cooperativa, id_centro_acopio) REFERENCES centros_acopios (id_cooperativa, id),
  ADD CONSTRAINT acopios_lote_fk FOREIGN KEY (id_cooperativa, id_lote) REFERENCES lotes (id_cooperativa, id),
  ADD CONSTRAINT acopios_firma_fk FOREIGN KEY (id_cooperativa, firma) REFERENCES archivos (id_cooperativa, uuid),
  ADD CONSTRAINT acopios_pesos_ck CHECK (peso_bruto - peso_tara - peso_descuento = peso_neto),
  ADD CONSTRAINT acopios_montos_ck CHECK (importe_total >= 0 AND recuperacion_credito >= 0 AND recuperacion_credito <= importe_total),
  ADD CONSTRAINT acopios_estatus_ck CHECK (id_estatus_entrega IS NULL OR id_estatus_entrega IN (1, 2, 3)),
  ADD CONSTRAINT acopios_costaleras_ck CHECK (id_costaleras IS NULL OR id_costaleras IN (1, 2));
CREATE INDEX acopios_ciclo_fecha_idx ON acopios (id_cooperativa, id_ciclo, fecha_acopio DESC, id DESC);
CREATE INDEX acopios_lote_idx ON acopios (id_cooperativa, id_lote) WHERE id_lote IS NOT NULL;
CREATE INDEX acopios_centro_idx ON acopios (id_cooperativa, id_ciclo, id_centro_acopio);

-- Weighings of a delivery, in the order they were taken.
CREATE TABLE acopio_pesadas (
  id_cooperativa integer NOT NULL,
  id_acopio integer NOT NULL,
  n smallint NOT NULL,
  unidades smallint[] NOT NULL,
  peso_bruto bigint NOT NULL,
  peso_tara bigint NOT NULL,
  peso_descuento bigint NOT NULL DEFAULT 0,
  bultos jsonb NOT NULL DEFAULT '{}',
  CONSTRAINT acopio_pesadas_pk PRIMARY KEY (id_cooperativa, id_acopio, n),
  CONSTRAINT acopio_pesadas_acopio_fk FOREIGN KEY (id_cooperativa, id_acopio) REFERENCES acopios (id_cooperativa, id) ON DELETE CASCADE,
  CONSTRAINT acopio_pesadas_neto_ck CHECK (peso_bruto - peso_tara - peso_descuento > 0)
);

-- Payments of a delivery: the one made at delivery and each later pending payment (spec 002 §2.4).
CREATE TABLE acopio_pagos (
  id_cooperativa integer NOT NULL,
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_acopio integer NOT NULL,
  folio text NOT NULL,
  fecha date NOT NULL,
  id_metodo_pago smallint NOT NULL,
  monto bigint NOT NULL,
  id_centro_acopio integer,
  id_usuario integer,
  firma uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT acopio_pagos_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT acopio_pagos_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT acopio_pagos_acopio_fk FOREIGN KEY (id_cooperativa, id_acopio) REFERENCES acopios (id_cooperativa, id) ON DELETE CASCADE,
  CONSTRAINT acopio_pagos_centro_fk FOREIGN KEY (id_cooperativa, id_centro_acopio) REFERENCES centros_acopios (id_cooperativa, id),
  CONSTRAINT acopio_pagos_firma_fk FOREIGN KEY (id_cooperativa, firma) REFERENCES archivos (id_cooperativa, uuid),
  CONSTRAINT acopio_pagos_monto_ck CHECK (monto > 0)
);
CREATE INDEX acopio_pagos_acopio_idx ON acopio_pagos (id_cooperativa, id_acopio);

-- Exactly-once writes (issue 12): the first answer to each (cooperative, user, Idempotency-Key), stored in the
-- same transaction as the write it answers. A retry gets it back; a concurrent duplicate waits on the key's row
-- and then reads it; the same key with another body is refused (`huella` is a digest of the request).
CREATE TABLE idempotencia (
  id_cooperativa integer NOT NULL CONSTRAINT idempotencia_coop_fk REFERENCES cooperativas (id),
  id_usuario integer NOT NULL,
  clave text NOT NULL,
  huella text NOT NULL,
  codigo integer NOT NULL,
  respuesta jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT idempotencia_pk PRIMARY KEY (id_cooperativa, id_usuario, clave)
);
