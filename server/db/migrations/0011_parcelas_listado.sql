-- Plot list (spec 001 §2.3, §7 'search parcelas_all') and plots dashboard (001 §2.2, §3 'Plot dashboard data').

-- ── Geolocation status ──────────────────────────────────────────────────────
-- 1 polygon, 2 centroid only, 3 not geolocated (001 §3 'Geolocation label', R056; the geoFilter codes of R057),
-- stored so the list filters and sorts on it from an index instead of testing two columns row by row.
ALTER TABLE parcelas ADD COLUMN geolocalizacion smallint
  GENERATED ALWAYS AS (CASE WHEN poligono IS NOT NULL THEN 1 WHEN centroide_lat IS NOT NULL THEN 2 ELSE 3 END) STORED;

-- ── Sort indexes of the list ────────────────────────────────────────────────
-- The list holds plots without baja (docs/contar.md). The engine sorts NULLS LAST both ways, and DESC NULLS LAST
-- is not the backward scan of an ascending index, so each sortable plot column gets one index per direction,
-- ending in id (the tiebreaker) so a page stops after LIMIT rows.
CREATE INDEX parcelas_lista_cuenta_idx ON parcelas (id_cooperativa, id_cuenta, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_id_desc_idx ON parcelas (id_cooperativa, id DESC) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_nombre_idx ON parcelas (id_cooperativa, nombre, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_nombre_desc_idx ON parcelas (id_cooperativa, nombre DESC NULLS LAST, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_superficie_idx ON parcelas (id_cooperativa, superficie, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_superficie_desc_idx ON parcelas (id_cooperativa, superficie DESC NULLS LAST, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_plantas_idx ON parcelas (id_cooperativa, plantas, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_plantas_desc_idx ON parcelas (id_cooperativa, plantas DESC NULLS LAST, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_alertas_idx ON parcelas (id_cooperativa, alertas_poligono, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_alertas_desc_idx ON parcelas (id_cooperativa, alertas_poligono DESC NULLS LAST, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_area_idx ON parcelas (id_cooperativa, poligono_area, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_area_desc_idx ON parcelas (id_cooperativa, poligono_area DESC NULLS LAST, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_geo_idx ON parcelas (id_cooperativa, geolocalizacion, id) WHERE fecha_baja IS NULL;
CREATE INDEX parcelas_lista_geo_desc_idx ON parcelas (id_cooperativa, geolocalizacion DESC NULLS LAST, id) WHERE fecha_baja IS NULL;
-- The geoFilter count: the plots of the cycle's accounts in one status, from the index alone.
CREATE INDEX parcelas_lista_cuenta_geo_idx ON parcelas (id_cooperativa, id_cuenta, geolocalizacion) WHERE fecha_baja IS NULL;
-- Sorting by producer (the default, 'cuenta') walks productores' name indexes (0004); by municipality and
-- community, these reference tables by name.
CREATE INDEX municipios_lista_nombre_idx ON municipios (nombre, id);
CREATE INDEX localidades_lista_nombre_idx ON localidades (nombre, id);
-- The accounts the list counts (confirmed, without baja: docs/contar.md), by cycle.
CREATE INDEX cuentas_confirmadas_idx ON cuentas (id_cooperativa, id_ciclo, id) WHERE confirmado = 1 AND fecha_baja IS NULL;
-- Accent- and case-insensitive search of plot names ('jose' finds 'José'), as productores_texto_trgm_idx does for producers.
CREATE INDEX parcelas_nombre_trgm_idx ON parcelas USING gin (id_cooperativa, f_unaccent(lower(nombre)) gin_trgm_ops);

-- ── The plot section of an inspection form ─────────────────────────────────
-- Spec 001 §2.2: the dashboard's figures cover only plots that have a form. A form is an account's tx_formatos
-- row (0004); what it records about each of the account's plots lives here, one row per plot (a plot row
-- belongs to one account in one cycle, so a plot has at most one form). Hectares ×1000 as the plot's surface
-- (numeric(12,3)); the harvest estimate in kg ×100 (DESIGN §2).
CREATE TABLE parcelas_formularios (
  id_cooperativa integer NOT NULL,
  id_parcela integer NOT NULL,
  id_formato integer NOT NULL,
  -- Hectares of the cooperative's crop (coffee, cacao; apiary area for honey) found by the inspector.
  ha_cultivo numeric(12, 3) NOT NULL DEFAULT 0,
  estimacion_kg bigint NOT NULL DEFAULT 0,
  -- Other production activities on the plot's land (001 §2.2 bar), in hectares; all 0 is 'ninguno'.
  ha_autoconsumo numeric(12, 3) NOT NULL DEFAULT 0,
  ha_otros_cultivos numeric(12, 3) NOT NULL DEFAULT 0,
  ha_potrero numeric(12, 3) NOT NULL DEFAULT 0,
  ha_monte_bosque numeric(12, 3) NOT NULL DEFAULT 0,
  ha_acahual numeric(12, 3) NOT NULL DEFAULT 0,
  ha_reserva numeric(12, 3) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT parcelas_formularios_pk PRIMARY KEY (id_cooperativa, id_parcela),
  CONSTRAINT parcelas_formularios_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id),
  CONSTRAINT parcelas_formularios_formato_fk FOREIGN KEY (id_cooperativa, id_formato) REFERENCES tx_formatos (id_cooperativa, id),
  CONSTRAINT parcelas_formularios_ha_ck CHECK (ha_cultivo >= 0 AND ha_autoconsumo >= 0 AND ha_otros_cultivos >= 0 AND ha_potrero >= 0
    AND ha_monte_bosque >= 0 AND ha_acahual >= 0 AND ha_reserva >= 0),
  CONSTRAINT parcelas_formularios_estimacion_ck CHECK (estimacion_kg >= 0)
);
CREATE INDEX parcelas_formularios_formato_idx ON parcelas_formularios (id_cooperativa, id_formato);

-- Plant types counted in a plot's form (001 §3 'plant totals by tipo'): a reference catalogue.
CREATE TABLE cat_tipos_planta (
  id integer CONSTRAINT cat_tipos_planta_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT cat_tipos_planta_nombre_uq UNIQUE
);

CREATE TABLE parcelas_formularios_plantas (
  id_cooperativa integer NOT NULL,
  id_parcela integer NOT NULL,
  id_tipo_planta integer NOT NULL CONSTRAINT parcelas_formularios_plantas_tipo_fk REFERENCES cat_tipos_planta (id),
  plantas integer NOT NULL,
  CONSTRAINT parcelas_formularios_plantas_pk PRIMARY KEY (id_cooperativa, id_parcela, id_tipo_planta),
  CONSTRAINT parcelas_formularios_plantas_formulario_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas_formularios (id_cooperativa, id_parcela),
  CONSTRAINT parcelas_formularios_plantas_ck CHECK (plantas >= 0)
);
-- The registry counts plants as productive and unproductive (001 §3 'Registry row'); young plants not yet
-- bearing are the third kind an inspector counts.
INSERT INTO cat_tipos_planta (id, nombre) VALUES (1, 'Productivas'), (2, 'En desarrollo'), (3, 'Improductivas');

-- ── The list's total without scanning ───────────────────────────────────────
-- The list's total for a cycle (and a geolocation status) is the number of plots that count (docs/contar.md:
-- without baja, of a confirmed account without baja). Counting them joins every plot of the cycle with its
-- account (~40,000 rows in the largest cooperative: tens of ms), so the count is kept here by statement
-- triggers, whoever writes plots or accounts, and the list reads one to three rows (DESIGN §7: counts do not
-- scan what they need not). An account never changes cycle; a plot may change account, status or baja.
CREATE TABLE parcelas_conteos (
  id_cooperativa integer NOT NULL,
  id_ciclo integer NOT NULL,
  geolocalizacion smallint NOT NULL,
  n integer NOT NULL,
  CONSTRAINT parcelas_conteos_pk PRIMARY KEY (id_cooperativa, id_ciclo, geolocalizacion)
);
INSERT INTO parcelas_conteos (id_cooperativa, id_ciclo, geolocalizacion, n)
SELECT x.id_cooperativa, c.id_ciclo, x.geolocalizacion, count(*)
  FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
 WHERE x.fecha_baja IS NULL AND c.confirmado = 1 AND c.fecha_baja IS NULL
 GROUP BY 1, 2, 3;

-- Adds signed plots (+1 entering, -1 leaving) to the counts, with each plot's account as it is now.
CREATE FUNCTION parcelas_conteos_sumar(p_coop integer[], p_cuenta integer[], p_geo smallint[], p_signo integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO parcelas_conteos AS k (id_cooperativa, id_ciclo, geolocalizacion, n)
  SELECT t.id_cooperativa, c.id_ciclo, t.geolocalizacion, sum(t.signo)::int
    FROM unnest(p_coop, p_cuenta, p_geo, p_signo) AS t (id_cooperativa, id_cuenta, geolocalizacion, signo)
    JOIN cuentas c ON c.id_cooperativa = t.id_cooperativa AND c.id = t.id_cuenta AND c.confirmado = 1 AND c.fecha_baja IS NULL
   GROUP BY 1, 2, 3
  HAVING sum(t.signo) <> 0
  ON CONFLICT ON CONSTRAINT parcelas_conteos_pk DO UPDATE SET n = k.n + EXCLUDED.n
$$;

-- Plots written: the counted old rows leave, the counted new rows enter. A transition table exists only for
-- its operations, hence one branch each (as parcelas_totales).
CREATE FUNCTION parcelas_conteos_parcelas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM parcelas_conteos_sumar(array_agg(id_cooperativa), array_agg(id_cuenta), array_agg(geolocalizacion), array_agg(1))
       FROM nuevas WHERE fecha_baja IS NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM parcelas_conteos_sumar(array_agg(id_cooperativa), array_agg(id_cuenta), array_agg(geolocalizacion), array_agg(signo))
       FROM (SELECT id_cooperativa, id_cuenta, geolocalizacion, 1 AS signo FROM nuevas WHERE fecha_baja IS NULL
             UNION ALL SELECT id_cooperativa, id_cuenta, geolocalizacion, -1 FROM viejas WHERE fecha_baja IS NULL) t;
  ELSE
    PERFORM parcelas_conteos_sumar(array_agg(id_cooperativa), array_agg(id_cuenta), array_agg(geolocalizacion), array_agg(-1))
       FROM viejas WHERE fecha_baja IS NULL;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER parcelas_conteos_ins_trg AFTER INSERT ON parcelas REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_conteos_parcelas();
CREATE TRIGGER parcelas_conteos_upd_trg AFTER UPDATE ON parcelas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_conteos_parcelas();
CREATE TRIGGER parcelas_conteos_del_trg AFTER DELETE ON parcelas REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_conteos_parcelas();

-- Accounts confirmed or unconfirmed, removed (baja) or restored: their plots without baja enter or leave.
CREATE FUNCTION parcelas_conteos_cuentas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO parcelas_conteos AS k (id_cooperativa, id_ciclo, geolocalizacion, n)
  SELECT x.id_cooperativa, n.id_ciclo, x.geolocalizacion, sum(CASE WHEN n.confirmado = 1 AND n.fecha_baja IS NULL THEN 1 ELSE -1 END)::int
    FROM nuevas n
    JOIN viejas v ON v.id_cooperativa = n.id_cooperativa AND v.id = n.id
    JOIN parcelas x ON x.id_cooperativa = n.id_cooperativa AND x.id_cuenta = n.id AND x.fecha_baja IS NULL
   WHERE (n.confirmado = 1 AND n.fecha_baja IS NULL) <> (v.confirmado = 1 AND v.fecha_baja IS NULL)
   GROUP BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT parcelas_conteos_pk DO UPDATE SET n = k.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER parcelas_conteos_cuentas_trg AFTER UPDATE ON cuentas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_conteos_cuentas();
