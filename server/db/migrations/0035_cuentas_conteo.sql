-- Issue 10, point 21 (throughput): the producers list counted its population on every page, an index-only scan of
-- every active account of the cycle (19,979 index entries, about 2.5 ms of PostgreSQL's CPU per request at 20,000
-- producers, two thirds of the database's share of a page). The number of active accounts per cooperative, cycle
-- and the list's other count filters is kept here instead, by a statement trigger on cuentas (the pattern of 0033:
-- one upsert of what the statement changed, groups locked in key order, empty groups deleted), and the list's
-- count sums a handful of groups (server/modules/cuentas/cuentas.resource.ts, conteoSimple).

CREATE TABLE cuentas_conteo (
  id_cooperativa integer NOT NULL CONSTRAINT cuentas_conteo_coop_fk REFERENCES cooperativas (id),
  id_ciclo integer NOT NULL,
  confirmado smallint NOT NULL,
  organico smallint NOT NULL,
  pertenece_cooperativa smallint NOT NULL,
  id_cuenta_categoria integer NOT NULL,
  id_nivel_riesgo integer,
  -- Only accounts without baja are counted (the list's population). The column is here, always NULL, so the list's
  -- tenancy scope (`c.fecha_baja IS NULL`) reads this table exactly as it reads cuentas.
  fecha_baja date CONSTRAINT cuentas_conteo_baja_ck CHECK (fecha_baja IS NULL),
  cuentas bigint NOT NULL,
  -- The group is the unique key below (id_nivel_riesgo may be NULL); the id only gives the table its primary key.
  id bigint GENERATED ALWAYS AS IDENTITY,
  CONSTRAINT cuentas_conteo_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT cuentas_conteo_uq UNIQUE NULLS NOT DISTINCT
    (id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo)
);

CREATE INDEX cuentas_conteo_vacios_idx ON cuentas_conteo (id_cooperativa) WHERE cuentas = 0;

-- Every statement on cuentas passes here (the plots' recomputation, 0032, updates accounts' totals on each plot
-- write): such a statement changes no group, the HAVING leaves nothing, and nothing is written or locked.
CREATE FUNCTION cuentas_conteo_cambios() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cambiados bigint;
BEGIN
  EXECUTE format($f$
    INSERT INTO cuentas_conteo AS r
      (id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo, cuentas)
    SELECT id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo, sum(s)
      FROM (%s) t
     WHERE fecha_baja IS NULL
     GROUP BY id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo
    HAVING sum(s) <> 0
     ORDER BY id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo
    ON CONFLICT ON CONSTRAINT cuentas_conteo_uq DO UPDATE SET cuentas = r.cuentas + excluded.cuentas
  $f$, cambios_de_sentencia(TG_OP));
  GET DIAGNOSTICS cambiados = ROW_COUNT;
  IF cambiados > 0 THEN
    DELETE FROM cuentas_conteo WHERE cuentas = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER cuentas_conteo_ins_trg AFTER INSERT ON cuentas REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION cuentas_conteo_cambios();
CREATE TRIGGER cuentas_conteo_upd_trg AFTER UPDATE ON cuentas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION cuentas_conteo_cambios();
CREATE TRIGGER cuentas_conteo_del_trg AFTER DELETE ON cuentas REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION cuentas_conteo_cambios();

-- The accounts already there, once.
INSERT INTO cuentas_conteo
  (id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo, cuentas)
SELECT id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo, count(*)
  FROM cuentas
 WHERE fecha_baja IS NULL
 GROUP BY id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo;
