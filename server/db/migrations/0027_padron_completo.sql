-- The complete producer register (spec 001 §2.9, §3 'Registry row'; issue 13). What the register shows that the
-- schema already holds is read where it lives: the producer's identity (productores), the account's category,
-- entry date, risk level and plot totals (cuentas), the plots' inspection forms (parcelas_formularios: crop
-- hectares, inspector's estimate, other land uses, plants by type) and the committee's evaluations. What it lacks
-- is the account's SIC information, one row per account of a cycle, added here with the catalogues it points at.

-- ── Reference catalogues (shared by every cooperative) ─────────────────────
-- Land tenure (admin/sic/catalog/tenencia) and the yes/no answers of the property papers (admin/sic/catalog/si_no).
CREATE TABLE cat_tenencia (
  id integer CONSTRAINT cat_tenencia_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT cat_tenencia_nombre_uq UNIQUE
);
INSERT INTO cat_tenencia (id, nombre) VALUES
  (1, 'Propia'), (2, 'Ejidal'), (3, 'Comunal'), (4, 'Rentada'), (5, 'Prestada'), (6, 'Otra');

CREATE TABLE cat_si_no (
  id integer CONSTRAINT cat_si_no_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT cat_si_no_nombre_uq UNIQUE
);
INSERT INTO cat_si_no (id, nombre) VALUES (1, 'Sí'), (2, 'No');

-- The producer's e-mail (contacto_correo) is the one identity field productores lacked.
ALTER TABLE productores ADD COLUMN correo text;

-- ── Inspectors of a cooperative (s1_lista_inspector; search admin/sic/inspectores) ──
CREATE TABLE inspectores (
  id_cooperativa integer NOT NULL CONSTRAINT inspectores_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  nombre text NOT NULL,
  activo boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT inspectores_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT inspectores_nombre_uq UNIQUE (id_cooperativa, nombre)
);

-- ── The account's SIC information (id_sic_informacion_general) ─────────────
-- Weights are kg ×100 (DESIGN §2), hectares numeric(12,3) as the plots store them. A row exists once someone
-- records something for the account (the register's inline edit inserts it); an account without one shows
-- empty cells. `version` is bumped by every edit (the edit itself checks the cell's previous value, see
-- docs/DECISIONES.md 'padrón completo').
CREATE TABLE padron_sic (
  id_cooperativa integer NOT NULL CONSTRAINT padron_sic_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  id_cuenta integer NOT NULL,
  fecha_transicion date,
  fecha_prohibidos date,
  insumos_prohibidos text,
  inspeccion_fecha date,
  inspeccion_superficie numeric(12, 3),
  id_inspector integer,
  pergamino_actual bigint,
  id_tenencia integer CONSTRAINT padron_sic_tenencia_fk REFERENCES cat_tenencia (id),
  id_papeles integer CONSTRAINT padron_sic_papeles_fk REFERENCES cat_si_no (id),
  -- The producer's own estimate of what they will deliver; the inspector's is the plots' forms' sum.
  estimacion_productor bigint,
  -- Other crops of cooperatives 36 (cacao, peanut, cardamom) and 56 (black pepper), and the crops the account grows.
  estimacion_cacao bigint,
  estimacion_mani bigint,
  estimacion_cardamomo bigint,
  estimacion_pimienta bigint,
  cultivos_activos text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT padron_sic_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT padron_sic_cuenta_uq UNIQUE (id_cooperativa, id_cuenta),
  CONSTRAINT padron_sic_cuenta_fk FOREIGN KEY (id_cooperativa, id_cuenta) REFERENCES cuentas (id_cooperativa, id),
  CONSTRAINT padron_sic_inspector_fk FOREIGN KEY (id_cooperativa, id_inspector) REFERENCES inspectores (id_cooperativa, id),
  CONSTRAINT padron_sic_superficie_ck CHECK (inspeccion_superficie IS NULL OR inspeccion_superficie >= 0),
  CONSTRAINT padron_sic_pesos_ck CHECK (coalesce(pergamino_actual, 0) >= 0 AND coalesce(estimacion_productor, 0) >= 0
    AND coalesce(estimacion_cacao, 0) >= 0 AND coalesce(estimacion_mani, 0) >= 0 AND coalesce(estimacion_cardamomo, 0) >= 0
    AND coalesce(estimacion_pimienta, 0) >= 0),
  CONSTRAINT padron_sic_version_ck CHECK (version >= 1)
);

-- The register lists a cycle's confirmed accounts without baja sorted by key (productores_clave_uq and
-- productores_clave_desc_idx walk the sort); this index finds the cycle's population for the count and the
-- filter without touching removed or pending accounts.
CREATE INDEX cuentas_padron_idx ON cuentas (id_cooperativa, id_ciclo, id_productor) WHERE fecha_baja IS NULL AND confirmado = 1;
-- The plots of an account and their forms, for the register's per-account sums.
CREATE INDEX parcelas_cuenta_vigentes_idx ON parcelas (id_cooperativa, id_cuenta) WHERE fecha_baja IS NULL;
