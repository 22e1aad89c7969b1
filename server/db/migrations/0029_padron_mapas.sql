-- Locality risk maps (spec 001 §2.13, §3 'Locality', §4 'Locality risk: null until chosen; then editable').
-- Localities are a catalogue shared by every cooperative, so the risk one cooperative gives a locality is its own:
-- a tenant table keyed by (cooperative, locality). No row means 'Sin asignar' (null until chosen).

-- The catalogue of spec 001 §3 (Bajo 1, Medio 2, Alto 3) with the colour of domain/padron/riesgo-localidad.ts:
-- each passes 4.5:1 against white text, as the table's chips and the map's labels use it as a background.
CREATE TABLE cat_localidad_riesgo (
  id integer CONSTRAINT cat_localidad_riesgo_pk PRIMARY KEY,
  nombre text NOT NULL,
  color char(7) NOT NULL,
  CONSTRAINT cat_localidad_riesgo_color_ck CHECK (color ~ '^#[0-9A-F]{6}$')
);
INSERT INTO cat_localidad_riesgo (id, nombre, color) VALUES (1, 'Bajo', '#2E7D32'), (2, 'Medio', '#A35200'), (3, 'Alto', '#C62828');

CREATE TABLE localidades_riesgo (
  id_cooperativa integer NOT NULL CONSTRAINT localidades_riesgo_coop_fk REFERENCES cooperativas (id),
  id_localidad integer NOT NULL CONSTRAINT localidades_riesgo_localidad_fk REFERENCES localidades (id),
  id_cat_localidad_riesgo integer NOT NULL CONSTRAINT localidades_riesgo_cat_fk REFERENCES cat_localidad_riesgo (id),
  -- Who set it last, and when (the audit trail keeps every change with its old and new value).
  id_user integer CONSTRAINT localidades_riesgo_user_fk REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT localidades_riesgo_pk PRIMARY KEY (id_cooperativa, id_localidad)
);
