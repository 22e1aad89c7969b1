-- Registry additions and removals as requests the registry decides (spec 001 §2.12, §3, §4 'Registration (alta) /
-- removal (baja)'; docs/DECISIONES.md 'altas y bajas del padrón'). A request is pending (confirmado 0) until someone
-- confirms it (1) or cancels it (cancelado_at). Who decided, when and for which registers is kept on the row.

-- ── Altas ───────────────────────────────────────────────────────────────────
ALTER TABLE cuentas_altas_solicitud
  ADD COLUMN id_user_confirmo integer CONSTRAINT cuentas_altas_solicitud_confirmo_fk REFERENCES users (id),
  ADD COLUMN cancelado_at timestamptz,
  ADD COLUMN id_user_cancelo integer CONSTRAINT cuentas_altas_solicitud_cancelo_fk REFERENCES users (id),
  -- The registers the confirmation chose: a list of 'confirmado' and/or 'organico' (001 §2.12).
  ADD COLUMN padrones_seleccionados jsonb NOT NULL DEFAULT '[]',
  -- A request is decided once: confirmed or cancelled, never both.
  ADD CONSTRAINT cuentas_altas_solicitud_decision_ck CHECK (NOT (confirmado = 1 AND cancelado_at IS NOT NULL));

-- ── Bajas ───────────────────────────────────────────────────────────────────
-- cuentas_bajas held only the immediate 'Dar de baja' of the producers list (0004): those rows stay confirmed.
-- A pending removal (from the field) waits here with its reason and no date until the registry confirms it.
ALTER TABLE cuentas_bajas
  ADD COLUMN uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN confirmado smallint NOT NULL DEFAULT 1,
  ADD COLUMN confirmado_at timestamptz,
  ADD COLUMN id_user_confirmo integer CONSTRAINT cuentas_bajas_confirmo_fk REFERENCES users (id),
  ADD COLUMN cancelado_at timestamptz,
  ADD COLUMN id_user_cancelo integer CONSTRAINT cuentas_bajas_cancelo_fk REFERENCES users (id),
  ALTER COLUMN fecha_baja DROP NOT NULL;
UPDATE cuentas_bajas SET confirmado_at = created_at, id_user_confirmo = id_user;
ALTER TABLE cuentas_bajas
  ADD CONSTRAINT cuentas_bajas_uuid_uq UNIQUE (id_cooperativa, uuid),
  ADD CONSTRAINT cuentas_bajas_confirmado_ck CHECK (confirmado IN (0, 1)),
  -- The date of a removal is the day it was confirmed; a pending or cancelled one has none.
  ADD CONSTRAINT cuentas_bajas_fecha_ck CHECK ((confirmado = 1) = (fecha_baja IS NOT NULL)),
  ADD CONSTRAINT cuentas_bajas_decision_ck CHECK (NOT (confirmado = 1 AND cancelado_at IS NOT NULL));
-- At most one pending removal per account: a second would be confirmed twice.
CREATE UNIQUE INDEX cuentas_bajas_pendiente_uq ON cuentas_bajas (id_cooperativa, id_cuenta)
  WHERE confirmado = 0 AND cancelado_at IS NULL;
-- Pendientes / Historial of a cycle, newest first.
CREATE INDEX cuentas_bajas_estado_idx ON cuentas_bajas (id_cooperativa, id_ciclo, confirmado, created_at);
