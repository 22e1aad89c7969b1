-- EUDR due diligence (spec 001 §2.3, §2.5, §3 'EUDR risk record', §4; issue 11).

-- The risk catalogue: codes fixed by the spec (ALTO 1, MEDIO 2, BAJO 3, FALTA_INFORMACION 4, SIN_ASIGNAR 5).
CREATE TABLE cat_riesgo_eudr (
  id integer CONSTRAINT cat_riesgo_eudr_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT cat_riesgo_eudr_nombre_uq UNIQUE,
  color text NOT NULL
);
INSERT INTO cat_riesgo_eudr (id, nombre, color) VALUES
  (1, 'Alto', '#F4A6A6'), (2, 'Medio', '#FFDDB0'), (3, 'Bajo', '#B9E2B4'), (4, 'Falta información', '#D5D3F0'), (5, 'Sin asignar', '#E4E3DB');

-- A risk set by a person, with its justification and evidence; the newest is the plot's, the rest its history.
CREATE TABLE parcelas_eudr_riesgos (
  id_cooperativa integer NOT NULL,
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_parcela integer NOT NULL,
  id_cat_riesgo_eudr integer NOT NULL CONSTRAINT parcelas_eudr_riesgos_cat_fk REFERENCES cat_riesgo_eudr (id),
  justificacion text NOT NULL,
  -- Semicolon-separated uuids of files in `archivos` (spec 001 §3: 'semicolon-separated paths').
  imagenes text NOT NULL DEFAULT '',
  documentos text NOT NULL DEFAULT '',
  id_user integer NOT NULL CONSTRAINT parcelas_eudr_riesgos_user_fk REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT parcelas_eudr_riesgos_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT parcelas_eudr_riesgos_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT parcelas_eudr_riesgos_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id),
  CONSTRAINT parcelas_eudr_riesgos_justificacion_ck CHECK (length(btrim(justificacion)) > 0)
);
CREATE INDEX parcelas_eudr_riesgos_parcela_idx ON parcelas_eudr_riesgos (id_cooperativa, id_parcela, created_at DESC);

-- Every WHISP answer, kept: WHISP forgets results after minutes, and they are the due diligence's evidence.
CREATE TABLE parcelas_whisp (
  id_cooperativa integer NOT NULL,
  id serial NOT NULL,
  id_parcela integer NOT NULL,
  -- md5 of the polygon sent: an unchanged polygon is not sent again.
  hash_poligono text NOT NULL,
  id_riesgo integer CONSTRAINT parcelas_whisp_riesgo_fk REFERENCES cat_riesgo_eudr (id),
  riesgo_texto text,
  indicadores jsonb NOT NULL DEFAULT '{}'::jsonb,
  propiedades jsonb NOT NULL DEFAULT '{}'::jsonb,
  version text,
  analizado_en timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT parcelas_whisp_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT parcelas_whisp_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id)
);
CREATE INDEX parcelas_whisp_parcela_idx ON parcelas_whisp (id_cooperativa, id_parcela, analizado_en DESC);

-- Protected natural areas: a reference layer loaded from a GeoJSON file (npm run areas-naturales), with a box
-- so a plot is compared only with the areas near it.
CREATE TABLE areas_naturales (
  id serial CONSTRAINT areas_naturales_pk PRIMARY KEY,
  nombre text NOT NULL,
  categoria text,
  url text,
  poligono jsonb NOT NULL,
  min_lat double precision NOT NULL,
  min_lng double precision NOT NULL,
  max_lat double precision NOT NULL,
  max_lng double precision NOT NULL,
  CONSTRAINT areas_naturales_poligono_ck CHECK (poligono ->> 'type' IN ('Polygon', 'MultiPolygon'))
);
CREATE INDEX areas_naturales_caja_idx ON areas_naturales (min_lat, max_lat, min_lng, max_lng);

-- The areas a plot's polygon overlaps, with the overlapping hectares; recomputed with each saved sketch.
CREATE TABLE parcelas_areas_naturales (
  id_cooperativa integer NOT NULL,
  id_parcela integer NOT NULL,
  id_area_natural integer NOT NULL CONSTRAINT parcelas_areas_naturales_area_fk REFERENCES areas_naturales (id),
  hectareas numeric(14, 4) NOT NULL,
  CONSTRAINT parcelas_areas_naturales_pk PRIMARY KEY (id_cooperativa, id_parcela, id_area_natural),
  CONSTRAINT parcelas_areas_naturales_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id),
  CONSTRAINT parcelas_areas_naturales_ha_ck CHECK (hectareas >= 0)
);

-- What the plot list shows and sorts on (ÁREAS NATURALES, RIESGO EUDR), kept on the plot by the writes above
-- so the list never joins the history tables.
ALTER TABLE parcelas
  ADD COLUMN id_riesgo_eudr_user integer CONSTRAINT parcelas_riesgo_user_fk REFERENCES cat_riesgo_eudr (id),
  ADD COLUMN id_riesgo_eudr_whisp integer CONSTRAINT parcelas_riesgo_whisp_fk REFERENCES cat_riesgo_eudr (id),
  ADD COLUMN areas_naturales_count integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT parcelas_areas_naturales_count_ck CHECK (areas_naturales_count >= 0);
CREATE INDEX parcelas_riesgo_eudr_idx ON parcelas (id_cooperativa, id_riesgo_eudr_whisp, id);
CREATE INDEX parcelas_areas_naturales_idx ON parcelas (id_cooperativa, areas_naturales_count, id);
