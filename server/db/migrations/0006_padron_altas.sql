-- Registry registrations (altas, spec 000 §3 'Alerts', §4; 001 §2.12, §3 'Altas request row'): a new
-- producer's account waits as a pending request (confirmado 0) until the registry confirms it (1). The
-- number of pending requests of a cycle is the menu's bell and the Altas badge (R006, R015).
CREATE TABLE cuentas_altas_solicitud (
  id_cooperativa integer NOT NULL CONSTRAINT cuentas_altas_solicitud_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_cuenta integer NOT NULL,
  id_ciclo integer NOT NULL,
  confirmado smallint NOT NULL DEFAULT 0,
  -- Who asked (the user who saved the new producer); a request brought from elsewhere may have nobody.
  id_user integer CONSTRAINT cuentas_altas_solicitud_user_fk REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmado_at timestamptz,
  CONSTRAINT cuentas_altas_solicitud_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT cuentas_altas_solicitud_uuid_uq UNIQUE (id_cooperativa, uuid),
  -- One request per account (an account is one producer in one cycle).
  CONSTRAINT cuentas_altas_solicitud_cuenta_uq UNIQUE (id_cooperativa, id_cuenta),
  CONSTRAINT cuentas_altas_solicitud_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT cuentas_altas_solicitud_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT cuentas_altas_solicitud_confirmado_ck CHECK (confirmado IN (0, 1)),
  CONSTRAINT cuentas_altas_solicitud_confirmado_at_ck CHECK (confirmado = 1 OR confirmado_at IS NULL)
);
-- Pendientes / Historial of a cycle (001 §2.12) and the alert count: by cycle and state, newest first.
CREATE INDEX cuentas_altas_solicitud_ciclo_idx ON cuentas_altas_solicitud (id_cooperativa, id_ciclo, confirmado, created_at);
