-- Issue 25: pre-harvest credit (anticipos, spec 002 §2.10, §3 'Advance', 'Advance repayment', §9 'Advance interest').
-- The ledger is the advance and its movements (cash repayments; later, recoveries at deliveries). Every figure is
-- recomputed from the whole ledger in domain/anticipos/libro.ts at each write and kept on the advance as of its last
-- movement ('corte'); a list adds only the interest from that day to the cooperative's today with anticipo_interes()
-- below, the same rounding as interesCentavos. A backdated movement therefore changes nothing but the replay's input.

-- The cooperative's default monthly rate (millionths of a percent: 2 % → 2000000), used when an advance has none.
ALTER TABLE configuraciones
  ADD COLUMN tasa_interes_anticipos bigint NOT NULL DEFAULT 0,
  ADD CONSTRAINT configuraciones_tasa_anticipos_ck CHECK (tasa_interes_anticipos BETWEEN 0 AND 999000000);

CREATE TABLE anticipos (
  id_cooperativa integer NOT NULL CONSTRAINT anticipos_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  folio text NOT NULL,
  fecha_ejecucion date NOT NULL,
  id_cuenta integer NOT NULL,
  id_ciclo integer NOT NULL,
  cantidad_anticipo bigint NOT NULL,
  -- Monthly rate in millionths of a percent (the form's up to 6 decimals, never a float).
  tasa_interes bigint NOT NULL DEFAULT 0,
  descripcion text,
  -- The ledger replayed to the advance's last movement (fecha_corte; its own date while it has none).
  capital_pendiente bigint NOT NULL,
  interes_pendiente bigint NOT NULL DEFAULT 0,
  interes_pagado bigint NOT NULL DEFAULT 0,
  capital_pagado bigint NOT NULL DEFAULT 0,
  fecha_corte date NOT NULL,
  abonado bigint NOT NULL DEFAULT 0,
  recuperado bigint NOT NULL DEFAULT 0,
  comisiones bigint NOT NULL DEFAULT 0,
  pagos integer NOT NULL DEFAULT 0,
  id_usuario integer CONSTRAINT anticipos_usuario_fk REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT anticipos_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT anticipos_uuid_uq UNIQUE (id_cooperativa, uuid),
  -- The folio a person writes names one advance of the cycle (a second one is a double entry).
  CONSTRAINT anticipos_folio_uq UNIQUE (id_cooperativa, id_ciclo, folio),
  CONSTRAINT anticipos_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT anticipos_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT anticipos_montos_ck CHECK (
    cantidad_anticipo > 0 AND tasa_interes BETWEEN 0 AND 999000000 AND capital_pendiente >= 0 AND interes_pendiente >= 0
    AND interes_pagado >= 0 AND capital_pagado >= 0 AND abonado >= 0 AND recuperado >= 0 AND comisiones >= 0
    AND capital_pagado + capital_pendiente = cantidad_anticipo
  ),
  CONSTRAINT anticipos_folio_ck CHECK (length(btrim(folio)) > 0)
);
-- The advances list of a cycle, newest first, and one producer's advances (their profile, the delivery form).
CREATE INDEX anticipos_ciclo_idx ON anticipos (id_cooperativa, id_ciclo, fecha_ejecucion DESC, id DESC);
CREATE INDEX anticipos_cuenta_idx ON anticipos (id_cooperativa, id_cuenta, fecha_ejecucion, id);

-- A movement that pays an advance back: a cash repayment (id_acopio null) or a recovery at a delivery. Money that
-- moved is never deleted: a wrong one is voided with its reason, left out of the replay, and both stay.
CREATE TABLE anticipos_pagos (
  id_cooperativa integer NOT NULL CONSTRAINT anticipos_pagos_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_anticipo integer NOT NULL,
  fecha_ejecucion date NOT NULL,
  cantidad_pago bigint NOT NULL,
  comision_efectivo bigint NOT NULL DEFAULT 0,
  id_acopio integer,
  -- What the replay applied it to when it was last computed (the receipt and statement print them).
  aplicado_interes bigint NOT NULL DEFAULT 0,
  aplicado_capital bigint NOT NULL DEFAULT 0,
  anulado boolean NOT NULL DEFAULT false,
  motivo_anulacion text,
  anulado_en timestamptz,
  id_usuario_anulacion integer CONSTRAINT anticipos_pagos_usuario_anulacion_fk REFERENCES users (id),
  id_usuario integer CONSTRAINT anticipos_pagos_usuario_fk REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT anticipos_pagos_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT anticipos_pagos_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT anticipos_pagos_anticipo_fk FOREIGN KEY (id_cooperativa, id_anticipo) REFERENCES anticipos (id_cooperativa, id) ON DELETE RESTRICT,
  CONSTRAINT anticipos_pagos_acopio_fk FOREIGN KEY (id_cooperativa, id_acopio) REFERENCES acopios (id_cooperativa, id) ON DELETE RESTRICT,
  CONSTRAINT anticipos_pagos_montos_ck CHECK (
    cantidad_pago > 0 AND comision_efectivo >= 0 AND aplicado_interes >= 0 AND aplicado_capital >= 0
  ),
  CONSTRAINT anticipos_pagos_anulacion_ck CHECK (
    NOT anulado OR (length(btrim(motivo_anulacion)) > 0 AND anulado_en IS NOT NULL)
  )
);
CREATE INDEX anticipos_pagos_anticipo_idx ON anticipos_pagos (id_cooperativa, id_anticipo, fecha_ejecucion, id);
CREATE INDEX anticipos_pagos_acopio_idx ON anticipos_pagos (id_cooperativa, id_acopio) WHERE id_acopio IS NOT NULL;

-- interesCentavos (domain/anticipos/interes.ts) in SQL, for the last stretch of a list row (corte → today):
-- round_half_up(days × rate × capital / 3000) with the rate in millionths; nothing on 0.01 or less, nor for no days.
CREATE FUNCTION anticipo_interes(dias integer, tasa bigint, capital bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN dias <= 0 OR tasa <= 0 OR capital <= 1 THEN 0::bigint
    ELSE div(2::numeric * dias * tasa * capital + 3000000000::numeric, 6000000000::numeric)::bigint END
$$;

-- Lending, editing and repaying is its own permission, and voiding a repayment another: the administrator (1) and
-- the manager (2) on an existing installation; a new installation's seed grants them the same way.
INSERT INTO roles_permisos (id_rol, permiso)
  SELECT r.id, p.permiso FROM roles r
  CROSS JOIN (VALUES ('ACOPIOS_ANTICIPOS_X_PRODUCTOR_NUEVO'), ('ACOPIOS_ANTICIPOS_ANULAR')) AS p (permiso)
  WHERE r.id IN (1, 2)
  ON CONFLICT ON CONSTRAINT roles_permisos_pk DO NOTHING;
