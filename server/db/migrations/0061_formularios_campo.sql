-- Issue 27: the field forms (spec 002 §2.13, §2.14, §3 'Linking forms'). Inspectors fill the main-plot form
-- (sic_pp), the organic plan (tx_po) and the sketch (tx_croquis) on phones with KoboToolbox; each submission lands
-- here, one row per submission, first unlinked, then linked by the wizards to exactly one producer (id_cuenta, which
-- also writes the producer's tx_formatos row the profile lists) and, for plot forms, to one plot (id_parcela).
--
-- Why a row of its own and not tx_formatos: a submission exists before anyone knows whose it is (tx_formatos needs
-- its account), and it keeps KoboToolbox's identity and content so that a re-pull changes nothing and an edit made
-- in KoboToolbox updates the row while keeping its links. KoboToolbox's `_uuid` changes when a submission is
-- cleaned and `_submission_time` does not change on an edit, so the key is the cooperative form and KPI's `_id`
-- (`kobo_id`) and an edit is detected by `hash` (of the content). Rows made by hand or by the demo have no kobo_id.
CREATE TABLE formularios_campo (
  id_cooperativa integer NOT NULL CONSTRAINT formularios_campo_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The cooperative's KoboToolbox form it came from (the master-form area adds its foreign key) and KPI's `_id`.
  id_kobo_ficha integer,
  kobo_id bigint,
  -- 'sic_pp' main plot, 'tx_po' organic plan, 'tx_croquis' sketch; anything else is stored as received and shown
  -- with the 'ERROR' badge (§2.14), so no CHECK here.
  tipo text NOT NULL,
  -- meta/instanceID (ODK's), the form version the phone used (`__version__`), KPI's submission time.
  uuid_odk text,
  version_formulario text,
  enviado_en timestamptz,
  id_ciclo integer,
  -- The inspection's date as the inspector typed it (the cooperative's calendar day).
  fecha date NOT NULL,
  -- What the form says about whose it is, as typed in the field (§3 'Linking forms'): the wizards show it so a
  -- person can tell which producer and plot it is.
  nombre_inspector text,
  coop_nombre text,
  id_socio_otro text,
  parcela_nombre_otro text,
  num_plantas integer CONSTRAINT formularios_campo_plantas_ck CHECK (num_plantas IS NULL OR num_plantas >= 0),
  -- Hectares, as parcelas.superficie.
  superficie numeric(12, 3) CONSTRAINT formularios_campo_superficie_ck CHECK (superficie IS NULL OR superficie >= 0),
  -- The GPS point taken at the plot (GeoJSON Point, `_geolocation`) and, for a sketch, its polygon (GeoJSON Polygon).
  punto jsonb CONSTRAINT formularios_campo_punto_ck CHECK (punto IS NULL OR punto ->> 'type' = 'Point'),
  poligono jsonb CONSTRAINT formularios_campo_poligono_ck CHECK (poligono IS NULL OR poligono ->> 'type' = 'Polygon'),
  -- The submission as KoboToolbox answered it, and the hash of its content (edits change it, re-pulls do not).
  datos jsonb NOT NULL DEFAULT '{}'::jsonb,
  hash text NOT NULL DEFAULT '',
  -- The links. id_formato: the producer's tx_formatos row written when the form was linked to the producer.
  id_cuenta integer,
  id_parcela integer,
  id_formato integer,
  vinculado_en timestamptz,
  id_user_vinculo integer CONSTRAINT formularios_campo_user_fk REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT formularios_campo_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT formularios_campo_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT formularios_campo_kobo_uq UNIQUE (id_cooperativa, id_kobo_ficha, kobo_id),
  CONSTRAINT formularios_campo_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT formularios_campo_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT formularios_campo_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id),
  CONSTRAINT formularios_campo_formato_fk FOREIGN KEY (id_cooperativa, id_formato) REFERENCES tx_formatos (id_cooperativa, id),
  -- A plot link needs the producer link first (§2.14 picks the plot among the producer's).
  CONSTRAINT formularios_campo_parcela_con_cuenta_ck CHECK (id_parcela IS NULL OR id_cuenta IS NOT NULL)
);
-- Step 1 of the account wizard: the cooperative's forms still without a producer, newest first.
CREATE INDEX formularios_campo_sin_cuenta_idx ON formularios_campo (id_cooperativa, fecha DESC, id) WHERE id_cuenta IS NULL;
-- The plot wizard and the producer profile: a producer's forms (those still without a plot first).
CREATE INDEX formularios_campo_cuenta_idx ON formularios_campo (id_cooperativa, id_cuenta, id_parcela);
CREATE INDEX formularios_campo_parcela_idx ON formularios_campo (id_cooperativa, id_parcela) WHERE id_parcela IS NOT NULL;
CREATE INDEX formularios_campo_ciclo_idx ON formularios_campo (id_cooperativa, id_ciclo, tipo);
