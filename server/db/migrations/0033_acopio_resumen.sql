-- Issue 12: the deliveries list at 1,000,000 deliveries (DESIGN §7). Its count and its totals row ('Total kg',
-- 'Total importe', paid, pending) read every delivery of the cycle, and the paid amount was a sum over each
-- delivery's payments: 74 ms at 12,000 deliveries on PostgreSQL, growing with the cycle. Two kept figures answer
-- them instead:
--   1. acopios.pagado: what the producer has been paid for the delivery (every payment, at the scale and pending
--      ones), kept by statement triggers on acopio_pagos, so no read sums payments per delivery;
--   2. acopio_resumen: deliveries, sacks, weights and money per cooperative, cycle, centre, lot and state (the
--      columns the list filters on, besides the account), kept by statement triggers on acopios. The search engine
--      answers the count and the totals of a filter on those columns from its few rows (`conteoSimple` of
--      server/modules/acopio/entregas.resource.ts); a filter on an account or a producer counts its deliveries.
--   3. acopio_por_cuenta: the same figures per account, the rows of the collection by producer (002 §2.6), which
--      grouped the cycle's deliveries and their payments by account on every page;
--   4. acopio_diario and acopio_pagos_resumen: the collection dashboard's groups (002 §2.9: per day, organic or not,
--      the account's category and the centre; payments per method), which it computed from every delivery and
--      payment of the cycle on every view.

ALTER TABLE acopios ADD COLUMN pagado bigint NOT NULL DEFAULT 0;
UPDATE acopios a SET pagado = s.monto
  FROM (SELECT id_cooperativa, id_acopio, sum(monto) AS monto FROM acopio_pagos GROUP BY 1, 2) s
 WHERE a.id_cooperativa = s.id_cooperativa AND a.id = s.id_acopio;

-- What a statement changed, as rows with `s` (+1 for a new row, −1 for an old one) and the table's columns: the one
-- source every statement trigger below sums, whatever the operation. The transition tables (`nuevas`, `viejas`)
-- are read by the trigger's EXECUTE (plpgsql registers them for dynamic SQL too), so the text is built here.
CREATE FUNCTION cambios_de_sentencia(operacion text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operacion
    WHEN 'INSERT' THEN 'SELECT 1 AS s, n.* FROM nuevas n'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, v.* FROM viejas v'
    ELSE 'SELECT 1 AS s, n.* FROM nuevas n UNION ALL SELECT -1 AS s, v.* FROM viejas v' END
$$;

CREATE TABLE acopio_resumen (
  id_cooperativa integer NOT NULL CONSTRAINT acopio_resumen_coop_fk REFERENCES cooperativas (id),
  id_ciclo integer NOT NULL,
  id_centro_acopio integer,
  id_lote integer,
  id_estatus_entrega smallint,
  entregas bigint NOT NULL,
  no_bultos bigint NOT NULL,
  peso_bruto bigint NOT NULL,
  peso_tara bigint NOT NULL,
  peso_descuento bigint NOT NULL,
  peso_neto bigint NOT NULL,
  importe_total bigint NOT NULL,
  recuperacion_credito bigint NOT NULL,
  pagado bigint NOT NULL,
  -- The group is the unique key below (its columns may be NULL); the id only gives the table its primary key.
  id bigint GENERATED ALWAYS AS IDENTITY,
  CONSTRAINT acopio_resumen_pk PRIMARY KEY (id_cooperativa, id),
  -- NULLS NOT DISTINCT: the deliveries without a centre, a lot or a state are one group each.
  CONSTRAINT acopio_resumen_uq UNIQUE NULLS NOT DISTINCT (id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega)
);

CREATE INDEX acopio_resumen_vacios_idx ON acopio_resumen (id_cooperativa) WHERE entregas = 0;

CREATE TABLE acopio_por_cuenta (
  id_cooperativa integer NOT NULL CONSTRAINT acopio_por_cuenta_coop_fk REFERENCES cooperativas (id),
  id_cuenta integer NOT NULL,
  id_ciclo integer NOT NULL,
  entregas bigint NOT NULL,
  no_bultos bigint NOT NULL,
  peso_neto bigint NOT NULL,
  importe_total bigint NOT NULL,
  recuperacion_credito bigint NOT NULL,
  pagado bigint NOT NULL,
  CONSTRAINT acopio_por_cuenta_pk PRIMARY KEY (id_cooperativa, id_cuenta)
);
CREATE INDEX acopio_por_cuenta_vacios_idx ON acopio_por_cuenta (id_cooperativa) WHERE entregas = 0;
-- The screen's default order (most kg first) walks this index.
CREATE INDEX acopio_por_cuenta_kg_idx ON acopio_por_cuenta (id_cooperativa, id_ciclo, peso_neto DESC NULLS LAST, id_cuenta);

-- The dashboard's groups. The class of a delivery (organic, transition, conventional) depends on the account's
-- category, so the category is a group column here and a category change moves the account's deliveries
-- (cuentas_categoria_acopio below).
CREATE TABLE acopio_diario (
  id_cooperativa integer NOT NULL CONSTRAINT acopio_diario_coop_fk REFERENCES cooperativas (id),
  id_ciclo integer NOT NULL,
  fecha_acopio date NOT NULL,
  organica boolean NOT NULL,
  id_cuenta_categoria integer NOT NULL,
  id_centro_acopio integer,
  entregas bigint NOT NULL,
  no_bultos bigint NOT NULL,
  peso_neto bigint NOT NULL,
  importe_total bigint NOT NULL,
  recuperacion_credito bigint NOT NULL,
  pagado bigint NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  CONSTRAINT acopio_diario_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT acopio_diario_uq UNIQUE NULLS NOT DISTINCT (id_cooperativa, id_ciclo, fecha_acopio, organica, id_cuenta_categoria, id_centro_acopio)
);
CREATE INDEX acopio_diario_vacios_idx ON acopio_diario (id_cooperativa) WHERE entregas = 0;

-- The upsert of the daily groups from a source of rows with `s` (+1 or −1), the delivery's columns and `categoria`:
-- built as text because two triggers run it over their own transition tables, which only their own EXECUTE sees.
-- 15 is the organic certification (CERTIFICACION_ORGANICA, domain/acopio/catalogos.ts; tests/server/acopio/resumen
-- recomputes the groups with the domain's constant).
CREATE FUNCTION acopio_diario_sql(fuente text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($f$
    INSERT INTO acopio_diario AS r
      (id_cooperativa, id_ciclo, fecha_acopio, organica, id_cuenta_categoria, id_centro_acopio, entregas, no_bultos, peso_neto, importe_total, recuperacion_credito, pagado)
    SELECT id_cooperativa, id_ciclo, fecha_acopio, (15 = ANY(certificaciones)), categoria, id_centro_acopio, sum(s),
           sum(s * no_bultos), sum(s * peso_neto), sum(s * importe_total), sum(s * recuperacion_credito), sum(s * pagado)
      FROM (%s) t
     GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(s) <> 0 OR sum(s * no_bultos) <> 0 OR sum(s * peso_neto) <> 0 OR sum(s * importe_total) <> 0
        OR sum(s * recuperacion_credito) <> 0 OR sum(s * pagado) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT acopio_diario_uq DO UPDATE
       SET entregas = r.entregas + excluded.entregas, no_bultos = r.no_bultos + excluded.no_bultos,
           peso_neto = r.peso_neto + excluded.peso_neto, importe_total = r.importe_total + excluded.importe_total,
           recuperacion_credito = r.recuperacion_credito + excluded.recuperacion_credito, pagado = r.pagado + excluded.pagado
  $f$, fuente)
$$;

-- Payments per method of the deliveries of a cycle and centre (a payment counts at its delivery's centre, as the
-- dashboard always did). The payment carries its delivery's cycle and centre (neither changes after the delivery is
-- registered), so the summary is kept from the payments alone, even when a delivery's deletion cascades to them.
ALTER TABLE acopio_pagos ADD COLUMN id_ciclo integer, ADD COLUMN id_centro_entrega integer;
UPDATE acopio_pagos x SET id_ciclo = a.id_ciclo, id_centro_entrega = a.id_centro_acopio
  FROM acopios a WHERE a.id_cooperativa = x.id_cooperativa AND a.id = x.id_acopio;
ALTER TABLE acopio_pagos ALTER COLUMN id_ciclo SET NOT NULL;
CREATE FUNCTION acopio_pagos_de_entrega() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.id_ciclo, a.id_centro_acopio INTO NEW.id_ciclo, NEW.id_centro_entrega
    FROM acopios a WHERE a.id_cooperativa = NEW.id_cooperativa AND a.id = NEW.id_acopio;
  RETURN NEW;
END $$;
CREATE TRIGGER acopio_pagos_de_entrega_trg BEFORE INSERT OR UPDATE OF id_acopio ON acopio_pagos
  FOR EACH ROW EXECUTE FUNCTION acopio_pagos_de_entrega();

CREATE TABLE acopio_pagos_resumen (
  id_cooperativa integer NOT NULL CONSTRAINT acopio_pagos_resumen_coop_fk REFERENCES cooperativas (id),
  id_ciclo integer NOT NULL,
  id_centro_acopio integer,
  id_metodo_pago smallint NOT NULL,
  pagos bigint NOT NULL,
  monto bigint NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  CONSTRAINT acopio_pagos_resumen_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT acopio_pagos_resumen_uq UNIQUE NULLS NOT DISTINCT (id_cooperativa, id_ciclo, id_centro_acopio, id_metodo_pago)
);
INSERT INTO acopio_pagos_resumen (id_cooperativa, id_ciclo, id_centro_acopio, id_metodo_pago, pagos, monto)
SELECT id_cooperativa, id_ciclo, id_centro_entrega, id_metodo_pago, count(*), sum(monto) FROM acopio_pagos GROUP BY 1, 2, 3, 4;

-- A statement on payments: the paid amount of the deliveries it touched, recomputed from their payments (a payment
-- deleted with its delivery, ON DELETE CASCADE, finds no delivery to update), and the payments per method.
CREATE FUNCTION acopio_pagos_cambios() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fuente text := cambios_de_sentencia(TG_OP);
BEGIN
  EXECUTE format($f$
    UPDATE acopios a
       SET pagado = (SELECT coalesce(sum(x.monto), 0) FROM acopio_pagos x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id)
      FROM (SELECT DISTINCT id_cooperativa, id_acopio FROM (%s) c) t
     WHERE a.id_cooperativa = t.id_cooperativa AND a.id = t.id_acopio
  $f$, fuente);
  EXECUTE format($f$
    INSERT INTO acopio_pagos_resumen AS r (id_cooperativa, id_ciclo, id_centro_acopio, id_metodo_pago, pagos, monto)
    SELECT id_cooperativa, id_ciclo, id_centro_entrega, id_metodo_pago, sum(s), sum(s * monto)
      FROM (%s) t
     GROUP BY 1, 2, 3, 4
    HAVING sum(s) <> 0 OR sum(s * monto) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT acopio_pagos_resumen_uq DO UPDATE SET pagos = r.pagos + excluded.pagos, monto = r.monto + excluded.monto
  $f$, fuente);
  DELETE FROM acopio_pagos_resumen WHERE pagos = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER acopio_pagos_cambios_ins_trg AFTER INSERT ON acopio_pagos REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION acopio_pagos_cambios();
CREATE TRIGGER acopio_pagos_cambios_upd_trg AFTER UPDATE ON acopio_pagos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION acopio_pagos_cambios();
CREATE TRIGGER acopio_pagos_cambios_del_trg AFTER DELETE ON acopio_pagos REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION acopio_pagos_cambios();

-- Adds the figures of a statement's new rows and takes away those of its old ones, in ONE upsert whose rows lock in
-- the key's order: two transactions moving deliveries between the same groups in opposite directions (a lot
-- assigned here, taken away there) take their locks in the same order and cannot deadlock. A statement that changes
-- none of the figures or groups (a signature, the version) writes nothing. Groups left with no delivery go.
CREATE FUNCTION acopio_resumen_cambios() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fuente text := cambios_de_sentencia(TG_OP);
BEGIN
  EXECUTE format($f$
    INSERT INTO acopio_resumen AS r
      (id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, entregas, no_bultos, peso_bruto, peso_tara, peso_descuento, peso_neto, importe_total, recuperacion_credito, pagado)
    SELECT id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, sum(s), sum(s * no_bultos),
           sum(s * peso_bruto), sum(s * peso_tara), sum(s * peso_descuento), sum(s * peso_neto), sum(s * importe_total),
           sum(s * recuperacion_credito), sum(s * pagado)
      FROM (%s) t
     GROUP BY id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega
    HAVING sum(s) <> 0 OR sum(s * no_bultos) <> 0 OR sum(s * peso_bruto) <> 0 OR sum(s * peso_tara) <> 0
        OR sum(s * peso_descuento) <> 0 OR sum(s * peso_neto) <> 0 OR sum(s * importe_total) <> 0
        OR sum(s * recuperacion_credito) <> 0 OR sum(s * pagado) <> 0
     ORDER BY id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega
    ON CONFLICT ON CONSTRAINT acopio_resumen_uq DO UPDATE
       SET entregas = r.entregas + excluded.entregas, no_bultos = r.no_bultos + excluded.no_bultos,
           peso_bruto = r.peso_bruto + excluded.peso_bruto, peso_tara = r.peso_tara + excluded.peso_tara,
           peso_descuento = r.peso_descuento + excluded.peso_descuento, peso_neto = r.peso_neto + excluded.peso_neto,
           importe_total = r.importe_total + excluded.importe_total,
           recuperacion_credito = r.recuperacion_credito + excluded.recuperacion_credito, pagado = r.pagado + excluded.pagado
  $f$, fuente);
  DELETE FROM acopio_resumen WHERE entregas = 0;
  -- The same per account (accounts in key order, for the same reason).
  EXECUTE format($f$
    INSERT INTO acopio_por_cuenta AS r
    SELECT id_cooperativa, id_cuenta, min(id_ciclo), sum(s), sum(s * no_bultos), sum(s * peso_neto), sum(s * importe_total),
           sum(s * recuperacion_credito), sum(s * pagado)
      FROM (%s) t
     GROUP BY id_cooperativa, id_cuenta
    HAVING sum(s) <> 0 OR sum(s * no_bultos) <> 0 OR sum(s * peso_neto) <> 0 OR sum(s * importe_total) <> 0
        OR sum(s * recuperacion_credito) <> 0 OR sum(s * pagado) <> 0
     ORDER BY id_cooperativa, id_cuenta
    ON CONFLICT ON CONSTRAINT acopio_por_cuenta_pk DO UPDATE
       SET entregas = r.entregas + excluded.entregas, no_bultos = r.no_bultos + excluded.no_bultos,
           peso_neto = r.peso_neto + excluded.peso_neto, importe_total = r.importe_total + excluded.importe_total,
           recuperacion_credito = r.recuperacion_credito + excluded.recuperacion_credito, pagado = r.pagado + excluded.pagado
  $f$, fuente);
  DELETE FROM acopio_por_cuenta WHERE entregas = 0;
  -- And per day, with the account's category.
  EXECUTE acopio_diario_sql(format(
    'SELECT t.*, c.id_cuenta_categoria AS categoria FROM (%s) t JOIN cuentas c ON c.id_cooperativa = t.id_cooperativa AND c.id = t.id_cuenta',
    fuente));
  DELETE FROM acopio_diario WHERE entregas = 0;
  RETURN NULL;
END $$;

-- The deliveries already there, once.
INSERT INTO acopio_resumen (id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, entregas, no_bultos, peso_bruto, peso_tara, peso_descuento, peso_neto, importe_total, recuperacion_credito, pagado)
SELECT id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, count(*), sum(no_bultos), sum(peso_bruto),
       sum(peso_tara), sum(peso_descuento), sum(peso_neto), sum(importe_total), sum(recuperacion_credito), sum(pagado)
  FROM acopios GROUP BY id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega;
INSERT INTO acopio_por_cuenta
SELECT id_cooperativa, id_cuenta, min(id_ciclo), count(*), sum(no_bultos), sum(peso_neto), sum(importe_total),
       sum(recuperacion_credito), sum(pagado)
  FROM acopios GROUP BY id_cooperativa, id_cuenta;
DO $$ BEGIN
  EXECUTE acopio_diario_sql('SELECT 1 AS s, a.*, c.id_cuenta_categoria AS categoria FROM acopios a
    JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta');
END $$;

-- An account's category changed (a committee decision, an edit): its deliveries leave the old category's daily
-- groups and join the new one's. Every other update of cuentas (its plot totals, 0032) finds no changed category.
CREATE FUNCTION cuentas_categoria_acopio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE acopio_diario_sql('SELECT x.s, a.*, x.categoria FROM (
      SELECT -1 AS s, v.id_cooperativa, v.id, v.id_cuenta_categoria AS categoria FROM viejas v
        JOIN nuevas n ON n.id_cooperativa = v.id_cooperativa AND n.id = v.id WHERE n.id_cuenta_categoria <> v.id_cuenta_categoria
      UNION ALL
      SELECT 1, n.id_cooperativa, n.id, n.id_cuenta_categoria FROM viejas v
        JOIN nuevas n ON n.id_cooperativa = v.id_cooperativa AND n.id = v.id WHERE n.id_cuenta_categoria <> v.id_cuenta_categoria) x
    JOIN acopios a ON a.id_cooperativa = x.id_cooperativa AND a.id_cuenta = x.id');
  DELETE FROM acopio_diario WHERE entregas = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER cuentas_categoria_acopio_trg AFTER UPDATE ON cuentas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION cuentas_categoria_acopio();

CREATE TRIGGER acopios_resumen_ins_trg AFTER INSERT ON acopios REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION acopio_resumen_cambios();
CREATE TRIGGER acopios_resumen_upd_trg AFTER UPDATE ON acopios REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION acopio_resumen_cambios();
CREATE TRIGGER acopios_resumen_del_trg AFTER DELETE ON acopios REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION acopio_resumen_cambios();

-- The list's sorts walk an index, both ways (the engine sorts `x DESC NULLS LAST, a.id` and reads a deep page the
-- other way round, `x ASC NULLS FIRST, a.id DESC`: one index serves both). The ascending ones exist (0019, 0022).
CREATE INDEX acopios_lista_fecha_idx ON acopios (id_cooperativa, id_ciclo, fecha_acopio DESC NULLS LAST, id);
CREATE INDEX acopios_lista_neto_idx ON acopios (id_cooperativa, id_ciclo, peso_neto DESC NULLS LAST, id);
CREATE INDEX acopios_lista_importe_idx ON acopios (id_cooperativa, id_ciclo, importe_total DESC NULLS LAST, id);
-- The deliveries still without a lot, newest first: the working set of «Asignar lote»; its deep pages walk only them.
CREATE INDEX acopios_lista_sin_lote_idx ON acopios (id_cooperativa, id_ciclo, fecha_acopio DESC NULLS LAST, id) WHERE id_lote IS NULL;
