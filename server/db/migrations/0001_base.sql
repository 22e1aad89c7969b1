-- Base schema of the first slice: platform reference tables, the cooperative and its configuration,
-- users and sessions, files and the audit trail. Tenant tables follow DESIGN §3: primary key and
-- unique constraints lead with id_cooperativa, foreign keys between tenant tables are composite.

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is only STABLE; an immutable wrapper lets trigram indexes use it ('jose' finds 'José').
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- ── Platform: settings, sessions ─────────────────────────────────────────────
CREATE TABLE ajustes (
  clave text CONSTRAINT ajustes_pk PRIMARY KEY,
  valor text NOT NULL
);

CREATE TABLE tokens_revocados (
  jti uuid CONSTRAINT tokens_revocados_pk PRIMARY KEY,
  expira_en timestamptz NOT NULL
);

CREATE TABLE intentos_login (
  id bigserial CONSTRAINT intentos_login_pk PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  exito boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX intentos_login_email_idx ON intentos_login (email, created_at);
CREATE INDEX intentos_login_ip_idx ON intentos_login (ip, created_at);

-- ── Reference catalogues shared by every cooperative ─────────────────────────
CREATE TABLE paises (
  id integer CONSTRAINT paises_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT paises_nombre_uq UNIQUE,
  codigo char(2) NOT NULL
);

CREATE TABLE cat_productos (
  id integer CONSTRAINT cat_productos_pk PRIMARY KEY,
  nombre text NOT NULL
);

CREATE TABLE roles (
  id integer CONSTRAINT roles_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT roles_nombre_uq UNIQUE,
  descripcion text
);

CREATE TABLE roles_permisos (
  id_rol integer NOT NULL CONSTRAINT roles_permisos_rol_fk REFERENCES roles (id),
  permiso text NOT NULL,
  CONSTRAINT roles_permisos_pk PRIMARY KEY (id_rol, permiso)
);

-- ── Cooperatives (platform table: a tenant is a row here) ────────────────────
CREATE TABLE cooperativas (
  id serial CONSTRAINT cooperativas_pk PRIMARY KEY,
  uuid uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT cooperativas_uuid_uq UNIQUE,
  nombre text NOT NULL,
  iniciales varchar(2),
  descripcion text,
  id_cat_productos integer NOT NULL CONSTRAINT cooperativas_producto_fk REFERENCES cat_productos (id),
  cuenta_kobo text,
  certificacion text,
  ubicacion text,
  nombre_legal text,
  direccion text,
  rfc text,
  contacto text,
  flo_id text,
  logo uuid,
  logo_certificacion uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cooperativas_nombre_idx ON cooperativas (nombre);
CREATE INDEX cooperativas_nombre_trgm_idx ON cooperativas USING gin (f_unaccent(lower(nombre)) gin_trgm_ops);

CREATE TABLE cooperativas_paises (
  id_cooperativa integer NOT NULL CONSTRAINT cooperativas_paises_coop_fk REFERENCES cooperativas (id),
  id_pais integer NOT NULL CONSTRAINT cooperativas_paises_pais_fk REFERENCES paises (id),
  CONSTRAINT cooperativas_paises_pk PRIMARY KEY (id_cooperativa, id_pais)
);

-- ── Tenant tables ────────────────────────────────────────────────────────────
CREATE TABLE configuraciones (
  id_cooperativa integer NOT NULL CONSTRAINT configuraciones_coop_fk REFERENCES cooperativas (id),
  nueva_cuenta_acopio smallint NOT NULL DEFAULT 0,
  estimacion_cosecha smallint NOT NULL DEFAULT 0,
  adelanto_efectivo smallint NOT NULL DEFAULT 0,
  detalle_ids_productores smallint NOT NULL DEFAULT 0,
  detalle_parcelas smallint NOT NULL DEFAULT 0,
  mostrar_certificadora smallint NOT NULL DEFAULT 0,
  mostrar_muestreo smallint NOT NULL DEFAULT 0,
  mostrar_tipos smallint NOT NULL DEFAULT 0,
  mostrar_lotes smallint NOT NULL DEFAULT 0,
  mostrar_costaleras smallint NOT NULL DEFAULT 0,
  mostrar_descuento smallint NOT NULL DEFAULT 0,
  mostrar_area_calculada smallint NOT NULL DEFAULT 0,
  mostrar_comite_eval_ra smallint NOT NULL DEFAULT 0,
  mostrar_dashboard_rechazados smallint NOT NULL DEFAULT 0,
  mostrar_dashboard_inicio smallint NOT NULL DEFAULT 1,
  mostrar_dashboard_productores smallint NOT NULL DEFAULT 1,
  mostrar_padron_completo smallint NOT NULL DEFAULT 1,
  mostrar_padron_concentrado smallint NOT NULL DEFAULT 1,
  usa_sic smallint NOT NULL DEFAULT 1,
  usa_estimacion_manual smallint NOT NULL DEFAULT 0,
  usa_centros_acopios smallint NOT NULL DEFAULT 1,
  usa_codigo_tx smallint NOT NULL DEFAULT 0,
  usa_eudr smallint NOT NULL DEFAULT 0,
  id_cat_credito_precosecha integer NOT NULL DEFAULT 1,
  anticipos_etiqueta text NOT NULL DEFAULT 'anticipo',
  parcelas_etiqueta text NOT NULL DEFAULT 'parcela',
  plantas_etiqueta text NOT NULL DEFAULT 'planta',
  ine_etiqueta text NOT NULL DEFAULT 'INE',
  acopio_units text NOT NULL DEFAULT 'kg',
  currency text NOT NULL DEFAULT 'MXN',
  zona_horaria text NOT NULL DEFAULT 'America/Mexico_City',
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT configuraciones_pk PRIMARY KEY (id_cooperativa)
);

CREATE TABLE ciclos (
  id_cooperativa integer NOT NULL CONSTRAINT ciclos_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  nombre text NOT NULL,
  fecha_inicio date,
  fecha_fin date,
  activo boolean NOT NULL DEFAULT false,
  activo_acopio boolean NOT NULL DEFAULT false,
  CONSTRAINT ciclos_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT ciclos_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT ciclos_nombre_uq UNIQUE (id_cooperativa, nombre)
);

CREATE TABLE centros_acopios (
  id_cooperativa integer NOT NULL CONSTRAINT centros_acopios_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  nombre text NOT NULL,
  ubicacion text,
  CONSTRAINT centros_acopios_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT centros_acopios_uuid_uq UNIQUE (id_cooperativa, uuid)
);

-- Files (logos, signatures) live in the database so every API process serves the same bytes.
CREATE TABLE archivos (
  id_cooperativa integer NOT NULL CONSTRAINT archivos_coop_fk REFERENCES cooperativas (id),
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  tipo text NOT NULL,
  mime text NOT NULL,
  nombre text NOT NULL,
  tamano integer NOT NULL,
  ancho integer,
  alto integer,
  contenido bytea NOT NULL,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT archivos_pk PRIMARY KEY (id_cooperativa, uuid)
);

ALTER TABLE cooperativas ADD CONSTRAINT cooperativas_logo_fk
  FOREIGN KEY (id, logo) REFERENCES archivos (id_cooperativa, uuid) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE cooperativas ADD CONSTRAINT cooperativas_logo_cert_fk
  FOREIGN KEY (id, logo_certificacion) REFERENCES archivos (id_cooperativa, uuid) DEFERRABLE INITIALLY DEFERRED;

-- ── Users (platform table: an e-mail signs in wherever its cooperative is) ───
CREATE TABLE users (
  id serial CONSTRAINT users_pk PRIMARY KEY,
  uuid uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT users_uuid_uq UNIQUE,
  email text NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  nombres text NOT NULL,
  apellido_paterno text NOT NULL,
  apellido_materno text,
  foto text,
  id_rol integer NOT NULL CONSTRAINT users_rol_fk REFERENCES roles (id),
  id_cooperativa integer NOT NULL CONSTRAINT users_coop_fk REFERENCES cooperativas (id),
  id_centros_acopios integer,
  firma uuid,
  activo boolean NOT NULL DEFAULT true,
  -- Tokens issued before this instant are refused (password, role or cooperative changed).
  tokens_validos_desde timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The centre and the signature must belong to the user's own cooperative.
  CONSTRAINT users_centro_fk FOREIGN KEY (id_cooperativa, id_centros_acopios) REFERENCES centros_acopios (id_cooperativa, id),
  CONSTRAINT users_firma_fk FOREIGN KEY (id_cooperativa, firma) REFERENCES archivos (id_cooperativa, uuid)
);
CREATE UNIQUE INDEX users_email_uq ON users (lower(email));
CREATE INDEX users_coop_idx ON users (id_cooperativa, activo, nombres);
CREATE INDEX users_texto_trgm_idx ON users
  USING gin (f_unaccent(lower(nombres || ' ' || apellido_paterno || ' ' || coalesce(apellido_materno, '') || ' ' || email)) gin_trgm_ops);

-- ── Audit trail: written in the same transaction as the change; never edited ─
CREATE TABLE auditoria (
  id_cooperativa integer NOT NULL CONSTRAINT auditoria_coop_fk REFERENCES cooperativas (id),
  id bigserial NOT NULL,
  id_user integer,
  email_user text,
  accion text NOT NULL,
  entidad text NOT NULL,
  id_entidad text NOT NULL,
  antes jsonb,
  despues jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT auditoria_pk PRIMARY KEY (id_cooperativa, id)
);
CREATE INDEX auditoria_entidad_idx ON auditoria (id_cooperativa, entidad, id_entidad, created_at);

CREATE FUNCTION auditoria_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La auditoría no se modifica ni se borra';
END $$;
CREATE TRIGGER auditoria_inmutable_trg BEFORE UPDATE OR DELETE ON auditoria
  FOR EACH ROW EXECUTE FUNCTION auditoria_inmutable();
