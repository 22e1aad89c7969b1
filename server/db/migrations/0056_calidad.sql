-- Issue 26: coffee quality (spec 002 §2.15, §3 'Quality analysis', 'Physical analysis', 'Sieve', 'Sensory analysis';
-- domain notes shared/domain/coffee-quality.md). One analysis of a sample (of a producer and maybe some of their
-- deliveries, of a lot, of a region's localities, or of another provider), its physical analysis with sieves and the
-- defects found on each, and at most one cupping. Weights are grams ×100, percentages ×100, scores ×100. The derived
-- figures (yield, mancha, exportable oro, factor, full defects, cup total) are written by the server from the stored
-- weights with domain/calidad/, together with the cooperative's convention used (sack kg and mancha basis), so a
-- printout made later reads the same as the day it was saved.

-- Catalogues of the quality forms (calidad/catalogos/…), the platform's, not a cooperative's.
CREATE TABLE cat_calidad_procesos (
  id smallint CONSTRAINT cat_calidad_procesos_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT cat_calidad_procesos_nombre_uq UNIQUE
);
INSERT INTO cat_calidad_procesos (id, nombre) VALUES
  (1, 'Lavado'), (2, 'Natural'), (3, 'Honey'), (4, 'Semilavado'), (5, 'Fermentación anaeróbica');

CREATE TABLE cat_calidad_colores (
  id smallint CONSTRAINT cat_calidad_colores_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT cat_calidad_colores_nombre_uq UNIQUE
);
INSERT INTO cat_calidad_colores (id, nombre) VALUES
  (1, 'Verde azulado'), (2, 'Verde'), (3, 'Verde amarillento'), (4, 'Amarillento'), (5, 'Blanqueado'), (6, 'Café');

-- Screen n is n/64 of an inch; mm ×100.
CREATE TABLE cat_calidad_zarandas (
  id smallint CONSTRAINT cat_calidad_zarandas_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT cat_calidad_zarandas_nombre_uq UNIQUE,
  mm integer
);
INSERT INTO cat_calidad_zarandas (id, nombre, mm) VALUES
  (13, 'Zaranda 13', 516), (14, 'Zaranda 14', 556), (15, 'Zaranda 15', 595), (16, 'Zaranda 16', 635),
  (17, 'Zaranda 17', 675), (18, 'Zaranda 18', 714), (19, 'Zaranda 19', 754), (20, 'Zaranda 20', 794),
  (99, 'Fondo (menor a 13)', NULL);

-- Defect types (calidad/catalogos/tipo_manchas/{1|2}): SCA category and beans per full defect (domain/calidad/defectos.ts).
CREATE TABLE cat_calidad_tipos_mancha (
  id smallint CONSTRAINT cat_calidad_tipos_mancha_pk PRIMARY KEY,
  clave text NOT NULL CONSTRAINT cat_calidad_tipos_mancha_clave_uq UNIQUE,
  nombre text NOT NULL,
  categoria smallint NOT NULL CONSTRAINT cat_calidad_tipos_mancha_categoria_ck CHECK (categoria IN (1, 2)),
  granos_por_defecto smallint NOT NULL CONSTRAINT cat_calidad_tipos_mancha_granos_ck CHECK (granos_por_defecto > 0)
);
INSERT INTO cat_calidad_tipos_mancha (id, clave, nombre, categoria, granos_por_defecto) VALUES
  (1, 'negro_completo', 'Negro completo', 1, 1),
  (2, 'agrio_completo', 'Agrio completo', 1, 1),
  (3, 'cereza_seca', 'Cereza seca', 1, 1),
  (4, 'hongo', 'Daño por hongo', 1, 1),
  (5, 'materia_extrana', 'Materia extraña', 1, 1),
  (6, 'insecto_severo', 'Daño severo por insecto (broca)', 1, 5),
  (7, 'negro_parcial', 'Negro parcial', 2, 3),
  (8, 'agrio_parcial', 'Agrio parcial', 2, 3),
  (9, 'pergamino', 'Pergamino', 2, 5),
  (10, 'flotador', 'Flotador', 2, 5),
  (11, 'inmaduro', 'Inmaduro', 2, 5),
  (12, 'averanado', 'Averanado (arrugado)', 2, 5),
  (13, 'concha', 'Concha', 2, 5),
  (14, 'quebrado', 'Quebrado, mordido o cortado', 2, 5),
  (15, 'cascara', 'Cáscara o pulpa seca', 2, 5),
  (16, 'insecto_leve', 'Daño leve por insecto (broca)', 2, 10);

-- The cooperative's yield convention (issue 26): export sack kg (69 Mexico, 70 Colombian excelso) and the mancha
-- basis; and whether a production install shows the quality area (the spec shows it only in local and dev).
ALTER TABLE configuraciones
  ADD COLUMN calidad_saco_kg smallint NOT NULL DEFAULT 69,
  ADD COLUMN calidad_base_mancha text NOT NULL DEFAULT 'oro',
  ADD COLUMN calidad_en_produccion smallint NOT NULL DEFAULT 0,
  ADD CONSTRAINT configuraciones_calidad_saco_ck CHECK (calidad_saco_kg BETWEEN 40 AND 100),
  ADD CONSTRAINT configuraciones_calidad_mancha_ck CHECK (calidad_base_mancha IN ('oro', 'pergamino')),
  ADD CONSTRAINT configuraciones_calidad_produccion_ck CHECK (calidad_en_produccion IN (0, 1));

CREATE TABLE calidad_analisis (
  id_cooperativa integer NOT NULL CONSTRAINT calidad_analisis_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The sample's number, printed on its label and receipt.
  folio text GENERATED ALWAYS AS ('CAL-' || lpad(id::text, 6, '0')) STORED,
  id_ciclo integer NOT NULL,
  -- 1 producer, 2 lot, 3 region, 4 other provider (§9).
  tipo_analisis smallint NOT NULL,
  -- 1 yes (some of the producer's deliveries, calidad_analisis_acopios), 2 no.
  analisis_por_entrega smallint NOT NULL DEFAULT 2,
  id_cuenta integer,
  id_lote integer,
  id_municipio integer CONSTRAINT calidad_analisis_municipio_fk REFERENCES municipios (id),
  localidades integer[],
  nombre_proveedor text,
  region_proveedor text,
  notas_adicionales text,
  id_usuario integer CONSTRAINT calidad_analisis_usuario_fk REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT calidad_analisis_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT calidad_analisis_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT calidad_analisis_folio_uq UNIQUE (id_cooperativa, folio),
  CONSTRAINT calidad_analisis_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT calidad_analisis_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT calidad_analisis_lote_fk FOREIGN KEY (id_cooperativa, id_lote) REFERENCES lotes (id_cooperativa, id),
  CONSTRAINT calidad_analisis_tipo_ck CHECK (tipo_analisis BETWEEN 1 AND 4),
  CONSTRAINT calidad_analisis_por_entrega_ck CHECK (analisis_por_entrega IN (1, 2)),
  -- each type carries what identifies its sample (R122), and nothing of the others
  CONSTRAINT calidad_analisis_muestra_ck CHECK (
    CASE tipo_analisis
      WHEN 1 THEN id_cuenta IS NOT NULL AND id_lote IS NULL AND id_municipio IS NULL AND nombre_proveedor IS NULL
      WHEN 2 THEN id_lote IS NOT NULL AND id_cuenta IS NULL AND id_municipio IS NULL AND nombre_proveedor IS NULL
      WHEN 3 THEN id_municipio IS NOT NULL AND cardinality(localidades) > 0 AND id_cuenta IS NULL AND id_lote IS NULL AND nombre_proveedor IS NULL
      ELSE nombre_proveedor IS NOT NULL AND id_cuenta IS NULL AND id_lote IS NULL AND id_municipio IS NULL
    END)
);
-- 'Últimos registros de muestras': newest first; a lot's and an account's analyses (the lots page, the profile).
CREATE INDEX calidad_analisis_lista_idx ON calidad_analisis (id_cooperativa, id DESC);
CREATE INDEX calidad_analisis_lote_idx ON calidad_analisis (id_cooperativa, id_lote, id DESC) WHERE id_lote IS NOT NULL;
CREATE INDEX calidad_analisis_cuenta_idx ON calidad_analisis (id_cooperativa, id_cuenta, id DESC) WHERE id_cuenta IS NOT NULL;

-- The producer's deliveries a per-delivery sample was taken from (the spec's comma-joined id_acopio).
CREATE TABLE calidad_analisis_acopios (
  id_cooperativa integer NOT NULL CONSTRAINT calidad_analisis_acopios_coop_fk REFERENCES cooperativas (id),
  id_analisis integer NOT NULL,
  id_acopio integer NOT NULL,
  CONSTRAINT calidad_analisis_acopios_pk PRIMARY KEY (id_cooperativa, id_analisis, id_acopio),
  CONSTRAINT calidad_analisis_acopios_analisis_fk FOREIGN KEY (id_cooperativa, id_analisis)
    REFERENCES calidad_analisis (id_cooperativa, id) ON DELETE CASCADE,
  CONSTRAINT calidad_analisis_acopios_acopio_fk FOREIGN KEY (id_cooperativa, id_acopio) REFERENCES acopios (id_cooperativa, id)
);
-- 'sampled into an analysis' on the deliveries list.
CREATE INDEX calidad_analisis_acopios_acopio_idx ON calidad_analisis_acopios (id_cooperativa, id_acopio);

CREATE TABLE calidad_fisicos (
  id_cooperativa integer NOT NULL CONSTRAINT calidad_fisicos_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_analisis integer NOT NULL,
  fecha date NOT NULL,
  id_tipo_proceso smallint NOT NULL CONSTRAINT calidad_fisicos_proceso_fk REFERENCES cat_calidad_procesos (id),
  id_color_muestra smallint NOT NULL CONSTRAINT calidad_fisicos_color_fk REFERENCES cat_calidad_colores (id),
  olor_muestra text,
  -- g ×100 (P, O, C, M and the second oro weighing), humidity and density ×100, water activity ×100.
  peso_pergamino bigint NOT NULL,
  peso_oro bigint NOT NULL,
  peso_cerezo bigint NOT NULL,
  peso_mancha bigint NOT NULL,
  humedad integer NOT NULL,
  densidad integer,
  actividad_agua integer,
  -- 1: oro_2 is the same sample as oro; 0: weighed apart.
  misma_muestra smallint NOT NULL,
  peso_oro_2 bigint,
  observaciones text,
  -- Derived by the server (domain/calidad/fisico.ts, defectos.ts) with the convention below; never sent by the browser.
  saco_kg smallint NOT NULL,
  base_mancha text NOT NULL,
  rendimiento integer NOT NULL,
  cerezo integer NOT NULL,
  mancha integer NOT NULL,
  oro_exportable_g bigint NOT NULL,
  oro_exportable integer NOT NULL,
  factor integer,
  -- kg ×100 of exportable green coffee of the deliveries or lot the sample stands for (null: a region or provider).
  kg_exportables bigint,
  defectos_primarios integer NOT NULL DEFAULT 0,
  defectos_secundarios integer NOT NULL DEFAULT 0,
  defectos_gramos bigint NOT NULL DEFAULT 0,
  id_usuario integer CONSTRAINT calidad_fisicos_usuario_fk REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT calidad_fisicos_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT calidad_fisicos_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT calidad_fisicos_analisis_uq UNIQUE (id_cooperativa, id_analisis),
  CONSTRAINT calidad_fisicos_analisis_fk FOREIGN KEY (id_cooperativa, id_analisis) REFERENCES calidad_analisis (id_cooperativa, id),
  CONSTRAINT calidad_fisicos_pesos_ck CHECK (
    peso_pergamino > 0 AND peso_oro > 0 AND peso_cerezo > 0 AND peso_mancha > 0 AND humedad > 0
    AND peso_oro < peso_pergamino AND peso_cerezo < peso_pergamino AND peso_mancha < peso_pergamino
    AND (densidad IS NULL OR densidad > 0) AND (actividad_agua IS NULL OR actividad_agua > 0)),
  CONSTRAINT calidad_fisicos_misma_ck CHECK (misma_muestra IN (0, 1) AND (misma_muestra = 1 OR peso_oro_2 > 0)),
  CONSTRAINT calidad_fisicos_base_ck CHECK (base_mancha IN ('oro', 'pergamino'))
);

-- A sieve row: grams of the oro that stayed on screen n; `orden` keeps the person's order.
CREATE TABLE calidad_fisicos_zarandas (
  id_cooperativa integer NOT NULL CONSTRAINT calidad_fisicos_zarandas_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_fisico integer NOT NULL,
  id_zaranda smallint NOT NULL CONSTRAINT calidad_fisicos_zarandas_zaranda_fk REFERENCES cat_calidad_zarandas (id),
  valor bigint NOT NULL,
  orden smallint NOT NULL,
  CONSTRAINT calidad_fisicos_zarandas_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT calidad_fisicos_zarandas_fisico_fk FOREIGN KEY (id_cooperativa, id_fisico)
    REFERENCES calidad_fisicos (id_cooperativa, id) ON DELETE CASCADE,
  CONSTRAINT calidad_fisicos_zarandas_valor_ck CHECK (valor > 0)
);
CREATE INDEX calidad_fisicos_zarandas_fisico_idx ON calidad_fisicos_zarandas (id_cooperativa, id_fisico, orden);

-- A defect found on a sieve: the beans counted and their grams.
CREATE TABLE calidad_fisicos_defectos (
  id_cooperativa integer NOT NULL CONSTRAINT calidad_fisicos_defectos_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_fila_zaranda integer NOT NULL,
  id_tipo_mancha smallint NOT NULL CONSTRAINT calidad_fisicos_defectos_tipo_fk REFERENCES cat_calidad_tipos_mancha (id),
  no_granos integer NOT NULL,
  gramos bigint NOT NULL,
  orden smallint NOT NULL,
  CONSTRAINT calidad_fisicos_defectos_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT calidad_fisicos_defectos_zaranda_fk FOREIGN KEY (id_cooperativa, id_fila_zaranda)
    REFERENCES calidad_fisicos_zarandas (id_cooperativa, id) ON DELETE CASCADE,
  CONSTRAINT calidad_fisicos_defectos_valores_ck CHECK (no_granos > 0 AND gramos > 0)
);
CREATE INDEX calidad_fisicos_defectos_zaranda_idx ON calidad_fisicos_defectos (id_cooperativa, id_fila_zaranda, orden);

-- The cupping: the spec's ten attributes (SCA 2004, 6–10 in .25 steps) or the CVA affective form (eight attributes
-- 1–9, non-uniform and defective cups), chosen per session and kept with the score (issue 26 'Both cupping forms').
CREATE TABLE calidad_sensoriales (
  id_cooperativa integer NOT NULL CONSTRAINT calidad_sensoriales_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_analisis integer NOT NULL,
  metodo text NOT NULL DEFAULT 'sca_2004',
  perfil_taza text NOT NULL,
  descripcion text,
  -- attribute → score ×100 and attribute → description; the method says which attributes (domain/calidad/sensorial.ts).
  puntajes jsonb NOT NULL,
  descripciones jsonb NOT NULL DEFAULT '{}',
  tazas_no_uniformes smallint NOT NULL DEFAULT 0,
  tazas_defectuosas smallint NOT NULL DEFAULT 0,
  -- The total ×100, written by the server.
  total integer NOT NULL,
  id_usuario integer CONSTRAINT calidad_sensoriales_usuario_fk REFERENCES users (id),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT calidad_sensoriales_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT calidad_sensoriales_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT calidad_sensoriales_analisis_uq UNIQUE (id_cooperativa, id_analisis),
  CONSTRAINT calidad_sensoriales_analisis_fk FOREIGN KEY (id_cooperativa, id_analisis) REFERENCES calidad_analisis (id_cooperativa, id),
  CONSTRAINT calidad_sensoriales_metodo_ck CHECK (metodo IN ('sca_2004', 'cva_afectiva')),
  CONSTRAINT calidad_sensoriales_tazas_ck CHECK (tazas_no_uniformes BETWEEN 0 AND 5 AND tazas_defectuosas BETWEEN 0 AND 5),
  CONSTRAINT calidad_sensoriales_total_ck CHECK (total BETWEEN 0 AND 10000)
);
