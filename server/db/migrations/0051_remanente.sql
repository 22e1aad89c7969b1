-- Issue 25: the end-of-season surplus (remanente, spec 002 §2.8, §3 'Surplus receipt', 'Surplus price', §7 'Surplus').
-- A surplus price is per cooperative, cycle and certification category (the delivery's `certificaciones`, R108); a
-- surplus receipt is per producer account and category: the net kilos of the account's non-voided deliveries of the
-- cycle that carry that certification, times the price, rounded half up (domain/acopio/cantidades.ts). The unique
-- (cycle, account, category) is what makes generating twice, or two generations at once, leave one receipt.

CREATE TABLE remanente_precios (
  id_cooperativa integer NOT NULL CONSTRAINT remanente_precios_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_ciclo integer NOT NULL,
  id_cat_certificacion smallint NOT NULL,
  -- Pesos per kg ×100.
  precio bigint NOT NULL,
  id_usuario integer CONSTRAINT remanente_precios_usuario_fk REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT remanente_precios_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT remanente_precios_categoria_uq UNIQUE (id_cooperativa, id_ciclo, id_cat_certificacion),
  CONSTRAINT remanente_precios_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT remanente_precios_precio_ck CHECK (precio > 0)
);

CREATE TABLE remanente_recibos (
  id_cooperativa integer NOT NULL CONSTRAINT remanente_recibos_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  -- The receipt's number, printed and used in its download path (recibos/remanentes/{folio}).
  folio text GENERATED ALWAYS AS ('REM-' || lpad(id::text, 6, '0')) STORED,
  id_ciclo integer NOT NULL,
  id_cuenta integer NOT NULL,
  id_cat_certificacion smallint NOT NULL,
  -- kg ×100, pesos per kg ×100, pesos ×100.
  peso_neto bigint NOT NULL,
  precio_por_kg bigint NOT NULL,
  cantidad_pago bigint NOT NULL,
  -- A payment a person edited keeps their figures: a later generation no longer recomputes it.
  editado boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT remanente_recibos_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT remanente_recibos_folio_uq UNIQUE (id_cooperativa, folio),
  CONSTRAINT remanente_recibos_cuenta_uq UNIQUE (id_cooperativa, id_ciclo, id_cuenta, id_cat_certificacion),
  CONSTRAINT remanente_recibos_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT remanente_recibos_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT remanente_recibos_montos_ck CHECK (peso_neto >= 0 AND precio_por_kg >= 0 AND cantidad_pago >= 0)
);
-- The receipts table of a cycle, by folio.
CREATE INDEX remanente_recibos_ciclo_idx ON remanente_recibos (id_cooperativa, id_ciclo, id);

-- One 'generar recibos' request: its job in the queue and its progress (accounts done of the total).
CREATE TABLE remanente_generaciones (
  id_cooperativa integer NOT NULL CONSTRAINT remanente_generaciones_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_ciclo integer NOT NULL,
  -- Only this producer's accounts (the delivery flow's call), or the whole cycle.
  id_productor integer,
  estado text NOT NULL DEFAULT 'pendiente',
  total integer NOT NULL DEFAULT 0,
  hechos integer NOT NULL DEFAULT 0,
  recibos integer NOT NULL DEFAULT 0,
  -- The last account done, written in the same transaction as its receipts: a restarted job resumes after it.
  ultima_cuenta integer NOT NULL DEFAULT 0,
  id_usuario integer CONSTRAINT remanente_generaciones_usuario_fk REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  terminado_en timestamptz,
  CONSTRAINT remanente_generaciones_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT remanente_generaciones_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT remanente_generaciones_productor_fk FOREIGN KEY (id_cooperativa, id_productor) REFERENCES productores (id_cooperativa, id),
  CONSTRAINT remanente_generaciones_estado_ck CHECK (estado IN ('pendiente', 'en_proceso', 'hecho'))
);
