-- Row-level security as a second wall (issue 29 item 3): every table with id_cooperativa (and cooperativas itself)
-- shows and accepts only the rows of the cooperative the connection's setting `cosecha.cooperativa` names, or every
-- row when it says 'todas'; unset or empty, none. The server sets it for each statement or transaction
-- (server/db/alcance.ts). FORCE makes the tables' owner obey it too; only superusers and BYPASSRLS roles do not,
-- which is why the server checks its role at start (server/db/filas.ts).

-- The setting read once per statement: `(SELECT cooperativa_en_curso())` in a policy is an InitPlan, so a scan of a
-- million deliveries compares an integer per row instead of parsing the setting per row.
CREATE OR REPLACE FUNCTION cooperativa_en_curso() RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN current_setting('cosecha.cooperativa', true) ~ '^[0-9]{1,9}$'
              THEN current_setting('cosecha.cooperativa', true)::integer END
$$;

CREATE OR REPLACE FUNCTION todas_las_cooperativas() RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(current_setting('cosecha.cooperativa', true) = 'todas', false)
$$;

-- Idempotent: every migration run calls it at its end (server/db/migrate.ts), so a table a later migration adds
-- with id_cooperativa is protected without anyone remembering to.
CREATE OR REPLACE FUNCTION proteger_filas_por_cooperativa() RETURNS integer
  LANGUAGE plpgsql AS $$
DECLARE
  t record;
  protegidas integer := 0;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname, c.relrowsecurity, c.relforcerowsecurity,
           CASE WHEN c.relname = 'cooperativas' THEN 'id' ELSE 'id_cooperativa' END AS columna
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
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

SELECT proteger_filas_por_cooperativa();

-- The plain role a connection that logs in as a superuser (a developer's single DATABASE_URL, PGlite, the tests)
-- takes for the app's statements: neither superuser nor BYPASSRLS nor owner, so the policies apply to it. Created
-- only where the migrating role may create roles; a cooperative's own server has its own app role (docs/instalacion.md).
-- Roles belong to the cluster: two databases migrating at once may both try, so a duplicate is not an error.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'cosecha_filas')
     AND (SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user) THEN
    CREATE ROLE cosecha_filas NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
