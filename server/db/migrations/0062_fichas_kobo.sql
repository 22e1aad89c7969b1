-- Issue 27 (part 1): KoboToolbox master forms (spec 002 §2.17, §3 'Master form', 'Cooperative form record').
--
-- A master form ('Ficha Master') is the platform's template: the provider keeps one per crop and purpose, with its
-- categories of questions (some mandatory) and its conversions, and every cooperative that uses it gets its own
-- KoboToolbox project from it (`kobo_fichas`). The master tables carry no id_cooperativa: they are the platform's,
-- as catalogues are, readable by whoever has FICHAS_ODK_VER.
CREATE TABLE fichas_master (
  id serial NOT NULL,
  nombre text NOT NULL,
  descripcion text NOT NULL DEFAULT '',
  -- What the submissions of its cooperative forms are (formularios_campo.tipo): main plot, organic plan, sketch.
  tipo text NOT NULL CONSTRAINT fichas_master_tipo_ck CHECK (tipo IN ('sic_pp', 'tx_po', 'tx_croquis')),
  -- 'cafe' | 'cacao' | 'miel' (cooperativas' crop), null for any crop.
  cultivo text,
  -- The XLSForm `settings` sheet's form_id and version.
  id_formulario text NOT NULL,
  version_formulario text NOT NULL DEFAULT '1',
  activo boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT fichas_master_pk PRIMARY KEY (id),
  CONSTRAINT fichas_master_nombre_uq UNIQUE (nombre)
);

-- Categories of questions: 'Descargar ficha' builds an XLSForm of the chosen ones; the mandatory are always in.
CREATE TABLE fichas_master_categorias (
  id serial NOT NULL,
  id_ficha_master integer NOT NULL CONSTRAINT fichas_master_categorias_ficha_fk REFERENCES fichas_master (id) ON DELETE CASCADE,
  nombre text NOT NULL,
  obligatorio boolean NOT NULL DEFAULT false,
  orden integer NOT NULL DEFAULT 0,
  CONSTRAINT fichas_master_categorias_pk PRIMARY KEY (id),
  CONSTRAINT fichas_master_categorias_nombre_uq UNIQUE (id_ficha_master, nombre)
);

-- Conversions the master form declares (a local unit of the answers to the stored one, e.g. 'lata' → kg ×100).
CREATE TABLE fichas_master_conversiones (
  id serial NOT NULL,
  id_ficha_master integer NOT NULL CONSTRAINT fichas_master_conversiones_ficha_fk REFERENCES fichas_master (id) ON DELETE CASCADE,
  campo text NOT NULL,
  unidad text NOT NULL,
  -- Multiplier ×1000 into the stored unit.
  factor_mil integer NOT NULL CONSTRAINT fichas_master_conversiones_factor_ck CHECK (factor_mil > 0),
  CONSTRAINT fichas_master_conversiones_pk PRIMARY KEY (id),
  CONSTRAINT fichas_master_conversiones_uq UNIQUE (id_ficha_master, campo, unidad)
);

-- The XLSForm rows, in order: `hoja` 'survey' or 'choices' (`settings` is built from fichas_master), the row's
-- columns as json (type, name, label, required, relevant, list_name, choice_filter…), and its category (null: the
-- form's skeleton — start, end, meta — always included). `configuraciones` marks rows that read the cooperative's
-- settings (the CSVs of select_one_from_file), left out when the form is downloaded without them.
CREATE TABLE fichas_master_preguntas (
  id serial NOT NULL,
  id_ficha_master integer NOT NULL CONSTRAINT fichas_master_preguntas_ficha_fk REFERENCES fichas_master (id) ON DELETE CASCADE,
  id_categoria integer CONSTRAINT fichas_master_preguntas_categoria_fk REFERENCES fichas_master_categorias (id) ON DELETE CASCADE,
  hoja text NOT NULL CONSTRAINT fichas_master_preguntas_hoja_ck CHECK (hoja IN ('survey', 'choices')),
  orden integer NOT NULL,
  fila jsonb NOT NULL CONSTRAINT fichas_master_preguntas_fila_ck CHECK (jsonb_typeof(fila) = 'object'),
  configuraciones boolean NOT NULL DEFAULT false,
  CONSTRAINT fichas_master_preguntas_pk PRIMARY KEY (id),
  CONSTRAINT fichas_master_preguntas_orden_uq UNIQUE (id_ficha_master, hoja, orden)
);
CREATE INDEX fichas_master_preguntas_categoria_idx ON fichas_master_preguntas (id_categoria);

-- A cooperative's form: a master form deployed as the cooperative's own KoboToolbox project.
CREATE TABLE kobo_fichas (
  id_cooperativa integer NOT NULL CONSTRAINT kobo_fichas_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_ficha_master integer NOT NULL CONSTRAINT kobo_fichas_master_fk REFERENCES fichas_master (id),
  nombre text NOT NULL,
  descripcion text NOT NULL DEFAULT '',
  tipo text NOT NULL CONSTRAINT kobo_fichas_tipo_ck CHECK (tipo IN ('sic_pp', 'tx_po', 'tx_croquis')),
  id_ciclo integer,
  -- KPI's asset uid once imported; the version deployed and the draft's (a draft newer than the deployed one is
  -- 'NOTA: existe una version sin implementar').
  kobo_project_uid text,
  kobo_version_id text,
  kobo_version_implementada text,
  -- The uploaded XLSForm (archivos), its name and question count (KPI's summary.row_count).
  archivo uuid,
  archivo_nombre text,
  num_preguntas integer CONSTRAINT kobo_fichas_preguntas_ck CHECK (num_preguntas IS NULL OR num_preguntas >= 0),
  -- The last pull of submissions: when it ended, how many rows it wrote (new or edited), how many submissions KPI
  -- had (the next pull re-reads from two pages before it: edits keep their place), its error (null when it went well).
  ultima_descarga timestamptz,
  ultima_descarga_filas integer,
  ultima_descarga_total integer,
  ultima_descarga_error text,
  -- The last 'Actualizar CSVs'.
  csv_actualizado_en timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT kobo_fichas_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT kobo_fichas_uid_uq UNIQUE (id_cooperativa, kobo_project_uid),
  CONSTRAINT kobo_fichas_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT kobo_fichas_archivo_fk FOREIGN KEY (id_cooperativa, archivo) REFERENCES archivos (id_cooperativa, uuid)
);
CREATE INDEX kobo_fichas_master_idx ON kobo_fichas (id_cooperativa, id_ficha_master);
-- The scheduled pull walks every deployed form.
CREATE INDEX kobo_fichas_desplegadas_idx ON kobo_fichas (id_cooperativa, id) WHERE kobo_project_uid IS NOT NULL;

ALTER TABLE formularios_campo
  ADD CONSTRAINT formularios_campo_ficha_fk FOREIGN KEY (id_cooperativa, id_kobo_ficha) REFERENCES kobo_fichas (id_cooperativa, id);
