-- Producers slice: geography and SIC catalogues (reference tables shared by every cooperative), and the
-- tenant tables of producers, their accounts per cycle, plots, removals (bajas), formats, committee
-- evaluations and a minimal deliveries table for the profile. DESIGN §3 keys throughout.

-- btree_gin lets one GIN index lead with id_cooperativa (btree column) and hold the trigram text.
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- ── Reference catalogues ────────────────────────────────────────────────────
CREATE TABLE estados (
  id integer CONSTRAINT estados_pk PRIMARY KEY,
  id_pais integer NOT NULL CONSTRAINT estados_pais_fk REFERENCES paises (id),
  nombre text NOT NULL,
  CONSTRAINT estados_nombre_uq UNIQUE (id_pais, nombre)
);

CREATE TABLE municipios (
  id integer CONSTRAINT municipios_pk PRIMARY KEY,
  id_estado integer NOT NULL CONSTRAINT municipios_estado_fk REFERENCES estados (id),
  nombre text NOT NULL,
  latitud double precision,
  longitud double precision,
  CONSTRAINT municipios_nombre_uq UNIQUE (id_estado, nombre)
);
CREATE INDEX municipios_estado_idx ON municipios (id_estado, nombre);

CREATE TABLE localidades (
  id integer CONSTRAINT localidades_pk PRIMARY KEY,
  uuid uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT localidades_uuid_uq UNIQUE,
  id_municipio integer NOT NULL CONSTRAINT localidades_municipio_fk REFERENCES municipios (id),
  nombre text NOT NULL,
  latitud double precision NOT NULL,
  longitud double precision NOT NULL,
  CONSTRAINT localidades_nombre_uq UNIQUE (id_municipio, nombre),
  CONSTRAINT localidades_latitud_ck CHECK (latitud BETWEEN -90 AND 90),
  CONSTRAINT localidades_longitud_ck CHECK (longitud BETWEEN -180 AND 180)
);

-- Both category sets of spec 000 §3 (domain/categorias.ts), with the palette colour of R025.
CREATE TABLE cat_cuentas_categorias (
  id integer CONSTRAINT cat_cuentas_categorias_pk PRIMARY KEY,
  nombre text NOT NULL,
  color char(7) NOT NULL
);

CREATE TABLE cat_generos (
  id integer CONSTRAINT cat_generos_pk PRIMARY KEY,
  nombre text NOT NULL
);

CREATE TABLE cat_niveles_riesgo (
  id integer CONSTRAINT cat_niveles_riesgo_pk PRIMARY KEY,
  nombre text NOT NULL,
  color char(7) NOT NULL
);

-- Reasons for removing a producer ('Dar de baja', spec 000 §4) and for removing a plot.
CREATE TABLE cat_cuentas_bajas (
  id integer CONSTRAINT cat_cuentas_bajas_pk PRIMARY KEY,
  nombre text NOT NULL
);

CREATE TABLE cat_parcelas_bajas (
  id integer CONSTRAINT cat_parcelas_bajas_pk PRIMARY KEY,
  nombre text NOT NULL
);

-- ── Tenant tables ───────────────────────────────────────────────────────────
CREATE TABLE regiones (
  id_cooperativa integer NOT NULL CONSTRAINT regiones_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  nombre text NOT NULL,
  CONSTRAINT regiones_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT regiones_nombre_uq UNIQUE (id_cooperativa, nombre)
);

-- One identity per person across cycles; what changes by cycle lives in cuentas.
CREATE TABLE productores (
  id_cooperativa integer NOT NULL CONSTRAINT productores_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  nombres text NOT NULL,
  apellido_paterno text NOT NULL,
  apellido_materno text NOT NULL,
  nombre_completo text GENERATED ALWAYS AS (nombres || ' ' || apellido_paterno || ' ' || apellido_materno) STORED,
  id_cat_genero integer CONSTRAINT productores_genero_fk REFERENCES cat_generos (id),
  fecha_nacimiento date,
  ine text,
  curp text,
  rfc text,
  no_celular text,
  id_localidad integer NOT NULL CONSTRAINT productores_localidad_fk REFERENCES localidades (id),
  id_region integer NOT NULL,
  id_centro_acopio integer,
  clave_tx text,
  codigo_tx text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT productores_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT productores_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT productores_clave_uq UNIQUE (id_cooperativa, clave_tx),
  CONSTRAINT productores_region_fk FOREIGN KEY (id_cooperativa, id_region) REFERENCES regiones (id_cooperativa, id),
  CONSTRAINT productores_centro_fk FOREIGN KEY (id_cooperativa, id_centro_acopio) REFERENCES centros_acopios (id_cooperativa, id)
);
-- Accent- and case-insensitive search on name and key, within one cooperative ('jose' finds 'José').
CREATE INDEX productores_texto_trgm_idx ON productores
  USING gin (id_cooperativa, f_unaccent(lower(nombre_completo || ' ' || coalesce(clave_tx, ''))) gin_trgm_ops);
CREATE INDEX productores_nombre_idx ON productores (id_cooperativa, nombre_completo, id);
CREATE INDEX productores_localidad_idx ON productores (id_cooperativa, id_localidad);

-- A producer's account in one cycle (spec 000 §3 'Producer account').
CREATE TABLE cuentas (
  id_cooperativa integer NOT NULL CONSTRAINT cuentas_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_productor integer NOT NULL,
  id_ciclo integer NOT NULL,
  id_cuenta_categoria integer NOT NULL DEFAULT 7 CONSTRAINT cuentas_categoria_fk REFERENCES cat_cuentas_categorias (id),
  organico smallint NOT NULL DEFAULT 0,
  pertenece_cooperativa smallint NOT NULL DEFAULT 1,
  confirmado smallint NOT NULL DEFAULT 1,
  fecha_ingreso date,
  id_nivel_riesgo integer CONSTRAINT cuentas_riesgo_fk REFERENCES cat_niveles_riesgo (id),
  id_cat_cuentas_bajas integer CONSTRAINT cuentas_baja_fk REFERENCES cat_cuentas_bajas (id),
  fecha_baja date,
  -- Kept by the parcelas triggers: plots without baja only (R050).
  total_parcelas integer NOT NULL DEFAULT 0,
  total_plantas integer NOT NULL DEFAULT 0,
  total_superficie numeric(14, 3) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cuentas_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT cuentas_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT cuentas_productor_ciclo_uq UNIQUE (id_cooperativa, id_productor, id_ciclo),
  CONSTRAINT cuentas_productor_fk FOREIGN KEY (id_cooperativa, id_productor) REFERENCES productores (id_cooperativa, id),
  CONSTRAINT cuentas_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT cuentas_organico_ck CHECK (organico IN (0, 1)),
  CONSTRAINT cuentas_pertenece_ck CHECK (pertenece_cooperativa IN (0, 1)),
  CONSTRAINT cuentas_confirmado_ck CHECK (confirmado IN (0, 1)),
  CONSTRAINT cuentas_baja_ck CHECK ((id_cat_cuentas_bajas IS NULL) = (fecha_baja IS NULL))
);
-- The list (removed accounts leave it): by cycle, then its filters; sorts go through productores' indexes.
CREATE INDEX cuentas_lista_idx ON cuentas (id_cooperativa, id_ciclo, confirmado, organico) WHERE fecha_baja IS NULL;
CREATE INDEX cuentas_superficie_idx ON cuentas (id_cooperativa, id_ciclo, total_superficie) WHERE fecha_baja IS NULL;
-- The search engine sorts NULLS LAST both ways; DESC NULLS LAST is not the backward scan of an ascending
-- index, so descending sorts get their own (20 000 accounts: ~3 ms instead of ~60 ms).
CREATE INDEX cuentas_superficie_desc_idx ON cuentas (id_cooperativa, id_ciclo, total_superficie DESC NULLS LAST) WHERE fecha_baja IS NULL;
CREATE INDEX productores_clave_desc_idx ON productores (id_cooperativa, clave_tx DESC NULLS LAST, id);
CREATE INDEX productores_nombre_desc_idx ON productores (id_cooperativa, nombre_completo DESC NULLS LAST, id);

CREATE TABLE parcelas (
  id_cooperativa integer NOT NULL CONSTRAINT parcelas_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_cuenta integer NOT NULL,
  nombre text NOT NULL,
  superficie numeric(12, 3) NOT NULL,
  plantas integer NOT NULL,
  -- GeoJSON Polygon, coordinates [lng, lat]; no PostGIS (DESIGN §8): indexed centroid and bounding box.
  poligono jsonb,
  centroide_lat double precision,
  centroide_lng double precision,
  min_lat double precision,
  min_lng double precision,
  max_lat double precision,
  max_lng double precision,
  id_cat_parcelas_bajas integer CONSTRAINT parcelas_baja_fk REFERENCES cat_parcelas_bajas (id),
  fecha_baja date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT parcelas_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT parcelas_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT parcelas_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT parcelas_superficie_ck CHECK (superficie >= 0),
  CONSTRAINT parcelas_plantas_ck CHECK (plantas >= 0),
  CONSTRAINT parcelas_poligono_ck CHECK (poligono IS NULL OR poligono ->> 'type' = 'Polygon'),
  CONSTRAINT parcelas_centroide_ck CHECK ((centroide_lat IS NULL) = (centroide_lng IS NULL)
    AND (centroide_lat IS NULL OR (centroide_lat BETWEEN -90 AND 90 AND centroide_lng BETWEEN -180 AND 180))),
  CONSTRAINT parcelas_caja_ck CHECK (poligono IS NULL OR (min_lat IS NOT NULL AND max_lat IS NOT NULL AND min_lng IS NOT NULL AND max_lng IS NOT NULL)),
  CONSTRAINT parcelas_baja_ck CHECK ((id_cat_parcelas_bajas IS NULL) = (fecha_baja IS NULL))
);
CREATE INDEX parcelas_cuenta_idx ON parcelas (id_cooperativa, id_cuenta);
CREATE INDEX parcelas_caja_idx ON parcelas (id_cooperativa, min_lat, max_lat, min_lng, max_lng) WHERE poligono IS NOT NULL;

-- Account totals follow every change of its plots, whoever writes them (statement-level: one update per statement).
CREATE FUNCTION cuentas_recalcular(p_coop integer[], p_cuenta integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE cuentas c
     SET total_parcelas = s.n, total_plantas = s.plantas, total_superficie = s.superficie
    FROM (SELECT a.id_cooperativa, a.id_cuenta, count(p.id)::int AS n, coalesce(sum(p.plantas), 0)::int AS plantas,
                 coalesce(sum(p.superficie), 0) AS superficie
            FROM (SELECT DISTINCT x.id_cooperativa, x.id_cuenta FROM unnest(p_coop, p_cuenta) AS x (id_cooperativa, id_cuenta)) a
            LEFT JOIN parcelas p ON p.id_cooperativa = a.id_cooperativa AND p.id_cuenta = a.id_cuenta AND p.fecha_baja IS NULL
           GROUP BY a.id_cooperativa, a.id_cuenta) s
   WHERE c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
$$;

CREATE FUNCTION parcelas_totales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cuentas_recalcular(array_agg(id_cooperativa), array_agg(id_cuenta)) FROM nuevas;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cuentas_recalcular(array_agg(id_cooperativa), array_agg(id_cuenta))
       FROM (SELECT id_cooperativa, id_cuenta FROM nuevas UNION ALL SELECT id_cooperativa, id_cuenta FROM viejas) t;
  ELSE
    PERFORM cuentas_recalcular(array_agg(id_cooperativa), array_agg(id_cuenta)) FROM viejas;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER parcelas_totales_ins_trg AFTER INSERT ON parcelas REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_totales();
CREATE TRIGGER parcelas_totales_upd_trg AFTER UPDATE ON parcelas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_totales();
CREATE TRIGGER parcelas_totales_del_trg AFTER DELETE ON parcelas REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_totales();

-- History of 'Dar de baja' (spec 000 §7): permanent; the account keeps its reason and date too.
CREATE TABLE cuentas_bajas (
  id_cooperativa integer NOT NULL CONSTRAINT cuentas_bajas_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_cuenta integer NOT NULL,
  id_ciclo integer NOT NULL,
  id_cat_cuentas_bajas integer NOT NULL CONSTRAINT cuentas_bajas_motivo_fk REFERENCES cat_cuentas_bajas (id),
  padrones_seleccionados jsonb NOT NULL DEFAULT '[]',
  id_user integer CONSTRAINT cuentas_bajas_user_fk REFERENCES users (id),
  fecha_baja date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cuentas_bajas_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT cuentas_bajas_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT cuentas_bajas_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id)
);
CREATE INDEX cuentas_bajas_ciclo_idx ON cuentas_bajas (id_cooperativa, id_ciclo, created_at);

-- Formats of a producer (spec 000 §3 'Format row'): id, fecha, tipo, reporte, uuid, ciclo.
CREATE TABLE tx_formatos (
  id_cooperativa integer NOT NULL CONSTRAINT tx_formatos_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_cuenta integer NOT NULL,
  id_ciclo integer NOT NULL,
  fecha date NOT NULL,
  tipo text NOT NULL,
  reporte text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tx_formatos_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT tx_formatos_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT tx_formatos_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT tx_formatos_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id)
);
CREATE INDEX tx_formatos_cuenta_idx ON tx_formatos (id_cooperativa, id_cuenta, fecha);
CREATE INDEX tx_formatos_ciclo_idx ON tx_formatos (id_cooperativa, id_ciclo, fecha);

-- Committee evaluations (spec 000 §3); labels (nombre, localidad, categoría…) are read by join, not copied.
CREATE TABLE comite_evaluaciones (
  id_cooperativa integer NOT NULL CONSTRAINT comite_evaluaciones_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_cuenta integer NOT NULL,
  id_ciclo integer NOT NULL,
  id_user integer NOT NULL CONSTRAINT comite_evaluaciones_user_fk REFERENCES users (id),
  condicion smallint NOT NULL,
  fecha_aut date NOT NULL,
  firma_imagen uuid,
  id_sic integer,
  sanc_cat_anterior integer CONSTRAINT comite_evaluaciones_cat_ant_fk REFERENCES cat_cuentas_categorias (id),
  sanc_cat_nueva integer CONSTRAINT comite_evaluaciones_cat_nueva_fk REFERENCES cat_cuentas_categorias (id),
  id_nivel_riesgo integer CONSTRAINT comite_evaluaciones_riesgo_fk REFERENCES cat_niveles_riesgo (id),
  aprob_sc_observaciones text,
  sanc_fecha_inicio date,
  sanc_fecha_termino date,
  sanc_observaciones text,
  lugar text,
  user_auth text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT comite_evaluaciones_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT comite_evaluaciones_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT comite_evaluaciones_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT comite_evaluaciones_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT comite_evaluaciones_firma_fk FOREIGN KEY (id_cooperativa, firma_imagen) REFERENCES archivos (id_cooperativa, uuid),
  CONSTRAINT comite_evaluaciones_condicion_ck CHECK (condicion IN (1, 2, 3)),
  CONSTRAINT comite_evaluaciones_sancion_ck CHECK (sanc_fecha_termino IS NULL OR sanc_fecha_inicio IS NULL OR sanc_fecha_termino >= sanc_fecha_inicio)
);
CREATE INDEX comite_evaluaciones_cuenta_idx ON comite_evaluaciones (id_cooperativa, id_cuenta, created_at);

-- Conditions of an evaluation and their follow-up (spec 000 §3 'Condition item', 'Saved detail rows').
CREATE TABLE comite_evaluaciones_detalles (
  id_cooperativa integer NOT NULL CONSTRAINT comite_evaluaciones_detalles_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_comite_evaluacion integer NOT NULL,
  observ_condicion text NOT NULL,
  plazo date,
  verif_cumplido smallint,
  verif_fecha date,
  tipo smallint NOT NULL DEFAULT 2,
  CONSTRAINT comite_evaluaciones_detalles_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT comite_evaluaciones_detalles_eval_fk FOREIGN KEY (id_cooperativa, id_comite_evaluacion) REFERENCES comite_evaluaciones (id_cooperativa, id),
  CONSTRAINT comite_evaluaciones_detalles_cumplido_ck CHECK (verif_cumplido IS NULL OR verif_cumplido IN (1, 2))
);
CREATE INDEX comite_evaluaciones_detalles_eval_idx ON comite_evaluaciones_detalles (id_cooperativa, id_comite_evaluacion);

-- Deliveries, minimal: the profile's row of spec 000 §3 (the collection slice adds weighings, payments, lots).
-- Weights and money as integers ×100 (DESIGN §2).
CREATE TABLE acopios (
  id_cooperativa integer NOT NULL CONSTRAINT acopios_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_cuenta integer NOT NULL,
  id_ciclo integer NOT NULL,
  fecha_acopio date NOT NULL,
  peso_neto bigint NOT NULL,
  precio_por_kg bigint NOT NULL,
  importe_total bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT acopios_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT acopios_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT acopios_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT acopios_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT acopios_peso_ck CHECK (peso_neto > 0)
);
CREATE INDEX acopios_cuenta_idx ON acopios (id_cooperativa, id_cuenta, fecha_acopio);

-- 'Dar de baja' gets its own permission (docs/DECISIONES.md): on an existing installation, the roles that
-- may export the producers list (Gerente, Administrador) receive it. A new installation's seed grants it.
INSERT INTO roles_permisos (id_rol, permiso)
  SELECT id_rol, 'CUENTAS_BAJA' FROM roles_permisos WHERE permiso = 'CUENTAS_EXPORTAR'
  ON CONFLICT ON CONSTRAINT roles_permisos_pk DO NOTHING;
