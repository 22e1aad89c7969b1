-- Searches under row-level security (issue 29, after 0082). A policy's qual must run before any user qual that is
-- not LEAKPROOF, and LIKE is not: under `por_cooperativa` the trigram indexes of the searched tables could no longer
-- answer a `q`, and the advances' 'garcia' went from 20.6 to 163.4 ms (a scan). The searched texts are kept here, in a
-- table WITHOUT row-level security, where LIKE may use its index; a search takes only ids from it and reads the rows
-- through the protected table (`x.id IN (SELECT b.id FROM textos_busqueda b …)`), so a statement that forgot its
-- cooperative filter here still gets no other cooperative's row. What it exposes to a raw query of the app's role
-- (the texts and ids of every cooperative) is in docs/DECISIONES.md, 'issue 29: búsquedas bajo seguridad por filas'.
-- One row per searched row: `tabla` names the source, `texto` is exactly what its search compared before (lower
-- case, without accents), kept by the triggers below, which run as the writer (the app's role may write every
-- table, server/db/roles.ts).
CREATE TABLE textos_busqueda (
  tabla text NOT NULL,
  id integer NOT NULL,
  id_cooperativa integer NOT NULL,
  texto text NOT NULL,
  -- the cooperative first, as every tenant table's key (DESIGN §3: the data can be distributed by cooperative)
  CONSTRAINT textos_busqueda_pk PRIMARY KEY (id_cooperativa, tabla, id)
);

-- One trigram index per source, each with the cooperative first (btree_gin, 0004): a search names its source as a
-- literal, so the partial index matches, and never walks another source's entries.
CREATE INDEX textos_busqueda_anticipos_idx ON textos_busqueda USING gin (id_cooperativa, texto gin_trgm_ops) WHERE tabla = 'anticipos';
CREATE INDEX textos_busqueda_productores_idx ON textos_busqueda USING gin (id_cooperativa, texto gin_trgm_ops) WHERE tabla = 'productores';
CREATE INDEX textos_busqueda_calidad_idx ON textos_busqueda USING gin (id_cooperativa, texto gin_trgm_ops) WHERE tabla = 'calidad_analisis';
CREATE INDEX textos_busqueda_parcelas_idx ON textos_busqueda USING gin (id_cooperativa, texto gin_trgm_ops) WHERE tabla = 'parcelas';

CREATE FUNCTION textos_busqueda_poner(p_tabla text, p_id integer, p_coop integer, p_texto text) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO textos_busqueda (tabla, id, id_cooperativa, texto) VALUES (p_tabla, p_id, p_coop, coalesce(p_texto, ''))
  ON CONFLICT (id_cooperativa, tabla, id) DO UPDATE SET texto = excluded.texto
$$;

-- A removed row takes its text with it (any source: the table's name is the trigger's).
CREATE FUNCTION textos_busqueda_quitar_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM textos_busqueda WHERE id_cooperativa = OLD.id_cooperativa AND tabla = TG_TABLE_NAME AND id = OLD.id;
  RETURN NULL;
END
$$;

-- The sources whose text is already a column of theirs: the advances' (0070, kept by its own triggers, also when a
-- producer's name changes), the producers' (0079, generated: f_unaccent(lower(nombre_completo || ' ' || clave_tx)),
-- the text of TEXTO_PRODUCTOR) and the quality analyses' (0058, written by the app).
CREATE FUNCTION textos_busqueda_columna_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a row that changed cooperative (never done by the app) leaves its old key behind
  IF TG_OP = 'UPDATE' AND OLD.id_cooperativa IS DISTINCT FROM NEW.id_cooperativa THEN
    DELETE FROM textos_busqueda WHERE id_cooperativa = OLD.id_cooperativa AND tabla = TG_TABLE_NAME AND id = OLD.id;
  END IF;
  PERFORM textos_busqueda_poner(TG_TABLE_NAME, NEW.id, NEW.id_cooperativa, NEW.busqueda);
  RETURN NULL;
END
$$;

-- The plots': their name, as the list searched it (parcelas_nombre_trgm_idx, 0011).
CREATE FUNCTION textos_busqueda_parcelas_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.id_cooperativa IS DISTINCT FROM NEW.id_cooperativa THEN
    DELETE FROM textos_busqueda WHERE id_cooperativa = OLD.id_cooperativa AND tabla = 'parcelas' AND id = OLD.id;
  END IF;
  PERFORM textos_busqueda_poner('parcelas', NEW.id, NEW.id_cooperativa, f_unaccent(lower(NEW.nombre)));
  RETURN NULL;
END
$$;

-- Updates fire only when the text (or the cooperative) changed: the advances are rewritten at every movement.
CREATE TRIGGER textos_busqueda_alta_trg AFTER INSERT ON anticipos FOR EACH ROW EXECUTE FUNCTION textos_busqueda_columna_trg();
CREATE TRIGGER textos_busqueda_cambio_trg AFTER UPDATE ON anticipos FOR EACH ROW
  WHEN ((OLD.busqueda, OLD.id_cooperativa) IS DISTINCT FROM (NEW.busqueda, NEW.id_cooperativa))
  EXECUTE FUNCTION textos_busqueda_columna_trg();
CREATE TRIGGER textos_busqueda_baja_trg AFTER DELETE ON anticipos FOR EACH ROW EXECUTE FUNCTION textos_busqueda_quitar_trg();

CREATE TRIGGER textos_busqueda_alta_trg AFTER INSERT ON productores FOR EACH ROW EXECUTE FUNCTION textos_busqueda_columna_trg();
CREATE TRIGGER textos_busqueda_cambio_trg AFTER UPDATE ON productores FOR EACH ROW
  WHEN ((OLD.busqueda, OLD.id_cooperativa) IS DISTINCT FROM (NEW.busqueda, NEW.id_cooperativa))
  EXECUTE FUNCTION textos_busqueda_columna_trg();
CREATE TRIGGER textos_busqueda_baja_trg AFTER DELETE ON productores FOR EACH ROW EXECUTE FUNCTION textos_busqueda_quitar_trg();

CREATE TRIGGER textos_busqueda_alta_trg AFTER INSERT ON calidad_analisis FOR EACH ROW EXECUTE FUNCTION textos_busqueda_columna_trg();
CREATE TRIGGER textos_busqueda_cambio_trg AFTER UPDATE ON calidad_analisis FOR EACH ROW
  WHEN ((OLD.busqueda, OLD.id_cooperativa) IS DISTINCT FROM (NEW.busqueda, NEW.id_cooperativa))
  EXECUTE FUNCTION textos_busqueda_columna_trg();
CREATE TRIGGER textos_busqueda_baja_trg AFTER DELETE ON calidad_analisis FOR EACH ROW EXECUTE FUNCTION textos_busqueda_quitar_trg();

CREATE TRIGGER textos_busqueda_alta_trg AFTER INSERT ON parcelas FOR EACH ROW EXECUTE FUNCTION textos_busqueda_parcelas_trg();
CREATE TRIGGER textos_busqueda_cambio_trg AFTER UPDATE ON parcelas FOR EACH ROW
  WHEN ((OLD.nombre, OLD.id_cooperativa) IS DISTINCT FROM (NEW.nombre, NEW.id_cooperativa))
  EXECUTE FUNCTION textos_busqueda_parcelas_trg();
CREATE TRIGGER textos_busqueda_baja_trg AFTER DELETE ON parcelas FOR EACH ROW EXECUTE FUNCTION textos_busqueda_quitar_trg();

-- The rows already there (migrations run with every cooperative in scope).
INSERT INTO textos_busqueda (tabla, id, id_cooperativa, texto)
SELECT 'anticipos', id, id_cooperativa, busqueda FROM anticipos
UNION ALL SELECT 'productores', id, id_cooperativa, coalesce(busqueda, '') FROM productores
UNION ALL SELECT 'calidad_analisis', id, id_cooperativa, busqueda FROM calidad_analisis
UNION ALL SELECT 'parcelas', id, id_cooperativa, coalesce(f_unaccent(lower(nombre)), '') FROM parcelas;
ANALYZE textos_busqueda;

-- 0082's function again, with its one exemption said out loud: textos_busqueda has id_cooperativa (a search filters
-- by it) but must stay without a policy, or LIKE would lose its index there too. Nothing but ids leaves it in the
-- app's queries, and those ids are read through the protected tables. A new exemption is added here, on purpose,
-- with its reason; tests/server/db/filas.test.ts lists the exempt tables and checks what they hold.
CREATE OR REPLACE FUNCTION proteger_filas_por_cooperativa() RETURNS integer
  LANGUAGE plpgsql AS $$
DECLARE
  t record;
  protegidas integer := 0;
  exentas constant text[] := ARRAY['textos_busqueda'];
BEGIN
  FOR t IN
    SELECT c.oid, c.relname, c.relrowsecurity, c.relforcerowsecurity,
           CASE WHEN c.relname = 'cooperativas' THEN 'id' ELSE 'id_cooperativa' END AS columna
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND NOT (c.relname = ANY(exentas))
       AND (c.relname = 'cooperativas'
            OR EXISTS (SELECT 1 FROM pg_attribute a
                        WHERE a.attrelid = c.oid AND a.attname = 'id_cooperativa' AND NOT a.attisdropped))
  LOOP
    IF NOT t.relrowsecurity THEN EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname); END IF;
    IF NOT t.relforcerowsecurity THEN EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname); END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = t.oid AND p.polname = 'por_cooperativa') THEN
      EXECUTE format(
        'CREATE POLICY por_cooperativa ON %I USING (%I = (SELECT cooperativa_en_curso()) OR (SELECT todas_las_cooperativas()))',
        t.relname, t.columna);
    END IF;
    protegidas := protegidas + 1;
  END LOOP;
  RETURN protegidas;
END
$$;
