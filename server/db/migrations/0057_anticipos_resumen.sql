-- Issue 25 'Benchmark': the credit totals to today without summing 50,000 advances per request, and the status
-- filter from an index. DECISIONES '## issue 25: créditos al día (resumen por ciclo)'.

-- The status is a function of the kept ledger alone: saldo = capital + interés pendiente + the interest since the
-- last movement, which is 0 on a capital of 0 or 1 cent (anticipo_interes) and never negative, so saldo ≥ 1 exactly
-- when capital_pendiente + interes_pendiente ≥ 1 (both ≥ 0: anticipos_montos_ck). It does not change with the day, so
-- an index can hold it: the Vigente/Pasado list walks its cycle's status in the list's order.
CREATE INDEX anticipos_estatus_idx ON anticipos (
  id_cooperativa, id_ciclo, (CASE WHEN capital_pendiente + interes_pendiente >= 1 THEN 'Vigente' ELSE 'Pasado' END),
  fecha_ejecucion DESC NULLS LAST, id DESC);

-- One row per cooperative, cycle and status (vigente: the advance still owes, as above): the sums of the kept figures,
-- exact at every commit, and `tramo`, the sum over the group's advances of the interest from each one's last movement
-- to `fecha` (each rounded as R094 rounds it, so no closed form over the sums exists). A write moves `tramo` by its
-- advances' interest to the row's own `fecha`, whatever day it is; a read whose today is not `fecha` recomputes
-- `tramo` (anticipos.resumen.ts, once a day per cycle) or, until then, sums its group to today itself.
CREATE TABLE anticipos_resumen (
  id_cooperativa integer NOT NULL,
  id_ciclo integer NOT NULL,
  vigente boolean NOT NULL,
  creditos integer NOT NULL DEFAULT 0,
  cantidad_anticipo bigint NOT NULL DEFAULT 0,
  interes_pagado bigint NOT NULL DEFAULT 0,
  interes_pendiente bigint NOT NULL DEFAULT 0,
  capital_pagado bigint NOT NULL DEFAULT 0,
  capital_pendiente bigint NOT NULL DEFAULT 0,
  comisiones bigint NOT NULL DEFAULT 0,
  tramo bigint NOT NULL DEFAULT 0,
  fecha date NOT NULL,
  CONSTRAINT anticipos_resumen_pk PRIMARY KEY (id_cooperativa, id_ciclo, vigente)
);

-- The same per account of a cycle (the 'Por productor' list, one row per account with advances): `vigentes` counts
-- its advances that still owe (the row is Vigente while one does, R096). An account whose advances were all deleted
-- keeps a row with creditos = 0, which the list leaves out.
CREATE TABLE anticipos_cuentas (
  id_cooperativa integer NOT NULL,
  id_ciclo integer NOT NULL,
  id_cuenta integer NOT NULL,
  creditos integer NOT NULL DEFAULT 0,
  vigentes integer NOT NULL DEFAULT 0,
  cantidad_anticipo bigint NOT NULL DEFAULT 0,
  interes_pagado bigint NOT NULL DEFAULT 0,
  interes_pendiente bigint NOT NULL DEFAULT 0,
  capital_pagado bigint NOT NULL DEFAULT 0,
  capital_pendiente bigint NOT NULL DEFAULT 0,
  comisiones bigint NOT NULL DEFAULT 0,
  tramo bigint NOT NULL DEFAULT 0,
  fecha date NOT NULL,
  CONSTRAINT anticipos_cuentas_pk PRIMARY KEY (id_cooperativa, id_ciclo, id_cuenta)
);
-- A page's rows by their account ids (the list reads its keys first).
CREATE INDEX anticipos_cuentas_cuenta_idx ON anticipos_cuentas (id_cooperativa, id_cuenta);

-- The cooperative's today (the read model's HOY_SQL), for a group's first row.
CREATE FUNCTION anticipos_hoy(p_coop integer) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT (now() AT TIME ZONE coalesce(zona_horaria, 'America/Mexico_City'))::date FROM configuraciones
                    WHERE id_cooperativa = p_coop), (now() AT TIME ZONE 'America/Mexico_City')::date)
$$;

-- Adds signed advances (+1 entering, -1 leaving) to their groups. Each group's row is locked before its `fecha` is
-- read, so the interest is moved at the date the row holds when this transaction commits (a concurrent refresh
-- either waits for it or is waited for); groups are taken in key order so two writers never deadlock.
CREATE FUNCTION anticipos_resumen_sumar(p_coop integer[], p_ciclo integer[], p_cuenta integer[], p_signo integer[], p_cantidad bigint[],
    p_ipag bigint[], p_ipen bigint[], p_cpag bigint[], p_cpen bigint[], p_com bigint[], p_corte date[], p_tasa bigint[])
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  g record;
  d date;
BEGIN
  FOR g IN SELECT DISTINCT t.coop, t.ciclo, (t.cpen + t.ipen >= 1) AS vigente
             FROM unnest(p_coop, p_ciclo, p_cpen, p_ipen) AS t (coop, ciclo, cpen, ipen) ORDER BY 1, 2, 3 LOOP
    INSERT INTO anticipos_resumen (id_cooperativa, id_ciclo, vigente, fecha) VALUES (g.coop, g.ciclo, g.vigente, anticipos_hoy(g.coop))
      ON CONFLICT ON CONSTRAINT anticipos_resumen_pk DO NOTHING;
    SELECT r.fecha INTO d FROM anticipos_resumen r
     WHERE r.id_cooperativa = g.coop AND r.id_ciclo = g.ciclo AND r.vigente = g.vigente FOR UPDATE;
    UPDATE anticipos_resumen r SET creditos = r.creditos + s.n, cantidad_anticipo = r.cantidad_anticipo + s.cantidad,
           interes_pagado = r.interes_pagado + s.ipag, interes_pendiente = r.interes_pendiente + s.ipen,
           capital_pagado = r.capital_pagado + s.cpag, capital_pendiente = r.capital_pendiente + s.cpen,
           comisiones = r.comisiones + s.com, tramo = r.tramo + s.tramo
      FROM (SELECT sum(t.signo)::int AS n, sum(t.signo * t.cantidad) AS cantidad, sum(t.signo * t.ipag) AS ipag,
                   sum(t.signo * t.ipen) AS ipen, sum(t.signo * t.cpag) AS cpag, sum(t.signo * t.cpen) AS cpen,
                   sum(t.signo * t.com) AS com,
                   sum(t.signo * anticipo_interes(greatest(d - t.corte, 0), t.tasa, t.cpen)) AS tramo
              FROM unnest(p_coop, p_ciclo, p_signo, p_cantidad, p_ipag, p_ipen, p_cpag, p_cpen, p_com, p_corte, p_tasa)
                   AS t (coop, ciclo, signo, cantidad, ipag, ipen, cpag, cpen, com, corte, tasa)
             WHERE t.coop = g.coop AND t.ciclo = g.ciclo AND (t.cpen + t.ipen >= 1) = g.vigente) s
     WHERE r.id_cooperativa = g.coop AND r.id_ciclo = g.ciclo AND r.vigente = g.vigente;
  END LOOP;
  -- The accounts' rows, set-based (a batch of writes touches many accounts): created at today when new, locked in key
  -- order, then moved by statements that read each row's `fecha` after the lock.
  INSERT INTO anticipos_cuentas (id_cooperativa, id_ciclo, id_cuenta, fecha)
  SELECT DISTINCT t.coop, t.ciclo, t.cuenta, anticipos_hoy(t.coop) FROM unnest(p_coop, p_ciclo, p_cuenta) AS t (coop, ciclo, cuenta)
  ON CONFLICT ON CONSTRAINT anticipos_cuentas_pk DO NOTHING;
  PERFORM 1 FROM anticipos_cuentas k
    JOIN (SELECT DISTINCT t.coop, t.ciclo, t.cuenta FROM unnest(p_coop, p_ciclo, p_cuenta) AS t (coop, ciclo, cuenta)) t
      ON k.id_cooperativa = t.coop AND k.id_ciclo = t.ciclo AND k.id_cuenta = t.cuenta
   ORDER BY k.id_cooperativa, k.id_ciclo, k.id_cuenta FOR UPDATE OF k;
  UPDATE anticipos_cuentas k SET creditos = k.creditos + s.n, vigentes = k.vigentes + s.vigentes,
         cantidad_anticipo = k.cantidad_anticipo + s.cantidad, interes_pagado = k.interes_pagado + s.ipag,
         interes_pendiente = k.interes_pendiente + s.ipen, capital_pagado = k.capital_pagado + s.cpag,
         capital_pendiente = k.capital_pendiente + s.cpen, comisiones = k.comisiones + s.com, tramo = k.tramo + s.tramo
    FROM (SELECT t.coop, t.ciclo, t.cuenta, sum(t.signo)::int AS n, sum(CASE WHEN t.cpen + t.ipen >= 1 THEN t.signo ELSE 0 END)::int AS vigentes,
                 sum(t.signo * t.cantidad) AS cantidad, sum(t.signo * t.ipag) AS ipag, sum(t.signo * t.ipen) AS ipen,
                 sum(t.signo * t.cpag) AS cpag, sum(t.signo * t.cpen) AS cpen, sum(t.signo * t.com) AS com,
                 sum(t.signo * anticipo_interes(greatest(f.fecha - t.corte, 0), t.tasa, t.cpen)) AS tramo
            FROM unnest(p_coop, p_ciclo, p_cuenta, p_signo, p_cantidad, p_ipag, p_ipen, p_cpag, p_cpen, p_com, p_corte, p_tasa)
                 AS t (coop, ciclo, cuenta, signo, cantidad, ipag, ipen, cpag, cpen, com, corte, tasa)
            JOIN anticipos_cuentas f ON f.id_cooperativa = t.coop AND f.id_ciclo = t.ciclo AND f.id_cuenta = t.cuenta
           GROUP BY 1, 2, 3) s
   WHERE k.id_cooperativa = s.coop AND k.id_ciclo = s.ciclo AND k.id_cuenta = s.cuenta;
END $$;

-- Advances written: the old rows leave their groups, the new ones enter (an update that leaves the figures, cycle and
-- dates as they were, as a version or description change, moves nothing). A transition table exists only for its
-- operations, hence one branch each (as parcelas_conteos_parcelas).
CREATE FUNCTION anticipos_resumen_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM anticipos_resumen_sumar(array_agg(id_cooperativa), array_agg(id_ciclo), array_agg(id_cuenta), array_agg(1), array_agg(cantidad_anticipo),
              array_agg(interes_pagado), array_agg(interes_pendiente), array_agg(capital_pagado), array_agg(capital_pendiente),
              array_agg(comisiones), array_agg(fecha_corte), array_agg(tasa_interes))
       FROM nuevas;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM anticipos_resumen_sumar(array_agg(id_cooperativa), array_agg(id_ciclo), array_agg(id_cuenta), array_agg(signo), array_agg(cantidad_anticipo),
              array_agg(interes_pagado), array_agg(interes_pendiente), array_agg(capital_pagado), array_agg(capital_pendiente),
              array_agg(comisiones), array_agg(fecha_corte), array_agg(tasa_interes))
       FROM (WITH cambiadas AS (
             SELECT n.id_cooperativa, n.id FROM nuevas n JOIN viejas v ON v.id_cooperativa = n.id_cooperativa AND v.id = n.id
             WHERE (n.id_ciclo, n.id_cuenta, n.cantidad_anticipo, n.interes_pagado, n.interes_pendiente, n.capital_pagado, n.capital_pendiente,
             n.comisiones, n.fecha_corte, n.tasa_interes)
             IS DISTINCT FROM (v.id_ciclo, v.id_cuenta, v.cantidad_anticipo, v.interes_pagado, v.interes_pendiente, v.capital_pagado,
             v.capital_pendiente, v.comisiones, v.fecha_corte, v.tasa_interes))
             SELECT 1 AS signo, n.* FROM nuevas n JOIN cambiadas k ON k.id_cooperativa = n.id_cooperativa AND k.id = n.id
             UNION ALL
             SELECT -1, v.* FROM viejas v JOIN cambiadas k ON k.id_cooperativa = v.id_cooperativa AND k.id = v.id) t;
  ELSE
    PERFORM anticipos_resumen_sumar(array_agg(id_cooperativa), array_agg(id_ciclo), array_agg(id_cuenta), array_agg(-1), array_agg(cantidad_anticipo),
              array_agg(interes_pagado), array_agg(interes_pendiente), array_agg(capital_pagado), array_agg(capital_pendiente),
              array_agg(comisiones), array_agg(fecha_corte), array_agg(tasa_interes))
       FROM viejas;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER anticipos_resumen_ins_trg AFTER INSERT ON anticipos REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION anticipos_resumen_trg();
CREATE TRIGGER anticipos_resumen_upd_trg AFTER UPDATE ON anticipos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION anticipos_resumen_trg();
CREATE TRIGGER anticipos_resumen_del_trg AFTER DELETE ON anticipos REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION anticipos_resumen_trg();

-- The advances already kept, each group as of its cooperative's today.
INSERT INTO anticipos_resumen (id_cooperativa, id_ciclo, vigente, creditos, cantidad_anticipo, interes_pagado, interes_pendiente,
                               capital_pagado, capital_pendiente, comisiones, tramo, fecha)
SELECT an.id_cooperativa, an.id_ciclo, an.capital_pendiente + an.interes_pendiente >= 1, count(*)::int, sum(an.cantidad_anticipo),
       sum(an.interes_pagado), sum(an.interes_pendiente), sum(an.capital_pagado), sum(an.capital_pendiente), sum(an.comisiones),
       sum(anticipo_interes(greatest(anticipos_hoy(an.id_cooperativa) - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente)),
       anticipos_hoy(an.id_cooperativa)
  FROM anticipos an
 GROUP BY 1, 2, 3;
INSERT INTO anticipos_cuentas (id_cooperativa, id_ciclo, id_cuenta, creditos, vigentes, cantidad_anticipo, interes_pagado,
                               interes_pendiente, capital_pagado, capital_pendiente, comisiones, tramo, fecha)
SELECT an.id_cooperativa, an.id_ciclo, an.id_cuenta, count(*)::int, count(*) FILTER (WHERE an.capital_pendiente + an.interes_pendiente >= 1)::int,
       sum(an.cantidad_anticipo), sum(an.interes_pagado), sum(an.interes_pendiente), sum(an.capital_pagado), sum(an.capital_pendiente),
       sum(an.comisiones),
       sum(anticipo_interes(greatest(anticipos_hoy(an.id_cooperativa) - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente)),
       anticipos_hoy(an.id_cooperativa)
  FROM anticipos an
 GROUP BY 1, 2, 3;

-- The list's text search (`q`: producer name, key or code, or folio) looks each field up by its own trigram index,
-- as the producers' and the plots' lists do, instead of unaccenting a concatenation for each of the cycle's advances
-- (anticipos.resource.ts). Name and key have productores_texto_trgm_idx (0004).
CREATE INDEX anticipos_folio_trgm_idx ON anticipos USING gin (id_cooperativa, f_unaccent(lower(folio)) gin_trgm_ops);
CREATE INDEX productores_codigo_trgm_idx ON productores USING gin (id_cooperativa, f_unaccent(lower(coalesce(codigo_tx, ''))) gin_trgm_ops);
CREATE INDEX cuentas_productor_idx ON cuentas (id_cooperativa, id_productor);

-- Statistics now: without them the planner takes the new tables for one row and joins the configuration per account.
ANALYZE anticipos_resumen;
ANALYZE anticipos_cuentas;
