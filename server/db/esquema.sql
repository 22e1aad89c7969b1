-- El código SQL vigente del esquema: cada función y cada disparador tal como quedan tras todas las migraciones.
-- Generado por `npm run db:esquema`; no se edita a mano (un cambio va en una migración nueva, y luego se regenera).

-- ── Funciones
-- acopio_diario_sql(fuente text)
CREATE OR REPLACE FUNCTION public.acopio_diario_sql(fuente text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
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
$function$;

-- acopio_pagos_cambios()
CREATE OR REPLACE FUNCTION public.acopio_pagos_cambios()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
    SELECT id_cooperativa, id_ciclo, id_centro_entrega, id_metodo_pago, sum(s * sign(monto)), sum(s * monto)
      FROM (%s) t
     GROUP BY 1, 2, 3, 4
    HAVING sum(s * sign(monto)) <> 0 OR sum(s * monto) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT acopio_pagos_resumen_uq DO UPDATE SET pagos = r.pagos + excluded.pagos, monto = r.monto + excluded.monto
  $f$, fuente);
  DELETE FROM acopio_pagos_resumen WHERE pagos = 0 AND monto = 0;
  RETURN NULL;
END $function$;

-- acopio_pagos_de_entrega()
CREATE OR REPLACE FUNCTION public.acopio_pagos_de_entrega()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  SELECT a.id_ciclo, a.id_centro_acopio INTO NEW.id_ciclo, NEW.id_centro_entrega
    FROM acopios a WHERE a.id_cooperativa = NEW.id_cooperativa AND a.id = NEW.id_acopio;
  RETURN NEW;
END $function$;

-- acopio_resumen_cambios()
CREATE OR REPLACE FUNCTION public.acopio_resumen_cambios()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  fuente text := cambios_de_sentencia(TG_OP);
  vigentes text := format('SELECT * FROM (%s) v WHERE NOT v.anulada', cambios_de_sentencia(TG_OP));
BEGIN
  EXECUTE format($f$
    INSERT INTO acopio_resumen AS r
      (id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada, entregas, no_bultos, peso_bruto, peso_tara, peso_descuento, peso_neto, importe_total, recuperacion_credito, pagado)
    SELECT id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada, sum(s), sum(s * no_bultos),
           sum(s * peso_bruto), sum(s * peso_tara), sum(s * peso_descuento), sum(s * peso_neto), sum(s * importe_total),
           sum(s * recuperacion_credito), sum(s * pagado)
      FROM (%s) t
     GROUP BY id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada
    HAVING sum(s) <> 0 OR sum(s * no_bultos) <> 0 OR sum(s * peso_bruto) <> 0 OR sum(s * peso_tara) <> 0
        OR sum(s * peso_descuento) <> 0 OR sum(s * peso_neto) <> 0 OR sum(s * importe_total) <> 0
        OR sum(s * recuperacion_credito) <> 0 OR sum(s * pagado) <> 0
     ORDER BY id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada
    ON CONFLICT ON CONSTRAINT acopio_resumen_uq DO UPDATE
       SET entregas = r.entregas + excluded.entregas, no_bultos = r.no_bultos + excluded.no_bultos,
           peso_bruto = r.peso_bruto + excluded.peso_bruto, peso_tara = r.peso_tara + excluded.peso_tara,
           peso_descuento = r.peso_descuento + excluded.peso_descuento, peso_neto = r.peso_neto + excluded.peso_neto,
           importe_total = r.importe_total + excluded.importe_total,
           recuperacion_credito = r.recuperacion_credito + excluded.recuperacion_credito, pagado = r.pagado + excluded.pagado
  $f$, fuente);
  DELETE FROM acopio_resumen WHERE entregas = 0;
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
  $f$, vigentes);
  DELETE FROM acopio_por_cuenta WHERE entregas = 0;
  EXECUTE acopio_diario_sql(format(
    'SELECT t.*, c.id_cuenta_categoria AS categoria FROM (%s) t JOIN cuentas c ON c.id_cooperativa = t.id_cooperativa AND c.id = t.id_cuenta',
    vigentes));
  DELETE FROM acopio_diario WHERE entregas = 0;
  RETURN NULL;
END $function$;

-- anticipo_interes(dias integer, tasa bigint, capital bigint)
CREATE OR REPLACE FUNCTION public.anticipo_interes(dias integer, tasa bigint, capital bigint)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE WHEN dias <= 0 OR tasa <= 0 OR capital <= 1 THEN 0::bigint
    WHEN capital <= 4000000000000000000 / (dias * tasa) THEN (2::bigint * dias * tasa * capital + 3000000000) / 6000000000
    ELSE div(2::numeric * dias * tasa * capital + 3000000000::numeric, 6000000000::numeric)::bigint END
$function$;

-- anticipos_busqueda_texto(p_coop integer, p_cuenta integer, p_folio text)
CREATE OR REPLACE FUNCTION public.anticipos_busqueda_texto(p_coop integer, p_cuenta integer, p_folio text)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT f_unaccent(lower(p.nombre_completo || ' ' || p_folio || ' ' || coalesce(p.clave_tx, '') || ' ' || coalesce(p.codigo_tx, '')))
    FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
   WHERE c.id_cooperativa = p_coop AND c.id = p_cuenta
$function$;

-- anticipos_busqueda_trg()
CREATE OR REPLACE FUNCTION public.anticipos_busqueda_trg()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.busqueda := coalesce(anticipos_busqueda_texto(NEW.id_cooperativa, NEW.id_cuenta, NEW.folio), '');
  RETURN NEW;
END $function$;

-- anticipos_hoy(p_coop integer)
CREATE OR REPLACE FUNCTION public.anticipos_hoy(p_coop integer)
 RETURNS date
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce((SELECT (now() AT TIME ZONE coalesce(zona_horaria, 'America/Mexico_City'))::date FROM configuraciones
                    WHERE id_cooperativa = p_coop), (now() AT TIME ZONE 'America/Mexico_City')::date)
$function$;

-- anticipos_resumen_sumar(p_coop integer[], p_ciclo integer[], p_cuenta integer[], p_signo integer[], p_cantidad bigint[], p_ipag bigint[], p_ipen bigint[], p_cpag bigint[], p_cpen bigint[], p_com bigint[], p_corte date[], p_tasa bigint[])
CREATE OR REPLACE FUNCTION public.anticipos_resumen_sumar(p_coop integer[], p_ciclo integer[], p_cuenta integer[], p_signo integer[], p_cantidad bigint[], p_ipag bigint[], p_ipen bigint[], p_cpag bigint[], p_cpen bigint[], p_com bigint[], p_corte date[], p_tasa bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- anticipos_resumen_trg()
CREATE OR REPLACE FUNCTION public.anticipos_resumen_trg()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- anticipos_saldo_orden_trg()
CREATE OR REPLACE FUNCTION public.anticipos_saldo_orden_trg()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.saldo_orden_dia := anticipos_hoy(NEW.id_cooperativa);
  NEW.saldo_orden := NEW.capital_pendiente + NEW.interes_pendiente
    + anticipo_interes(greatest(NEW.saldo_orden_dia - NEW.fecha_corte, 0), NEW.tasa_interes, NEW.capital_pendiente);
  RETURN NEW;
END $function$;

-- auditoria_encadenar()
CREATE OR REPLACE FUNCTION public.auditoria_encadenar()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ultimo record;
BEGIN
  PERFORM pg_advisory_xact_lock(2211, NEW.id_cooperativa);
  SELECT eslabon, hash INTO ultimo FROM auditoria WHERE id_cooperativa = NEW.id_cooperativa ORDER BY eslabon DESC LIMIT 1;
  NEW.eslabon := coalesce(ultimo.eslabon, 0) + 1;
  NEW.hash_anterior := coalesce(ultimo.hash, auditoria_hash_inicial());
  NEW.hash := auditoria_hash(NEW);
  RETURN NEW;
END $function$;

-- auditoria_hash(a auditoria)
CREATE OR REPLACE FUNCTION public.auditoria_hash(a auditoria)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    a.id_cooperativa, a.eslabon, a.id, a.id_user, a.email_user, a.accion, a.entidad, a.id_entidad, a.antes, a.despues,
    a.ip, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), a.id_productor, a.hash_anterior
  )::text, 'UTF8')), 'hex')
$function$;

-- auditoria_hash_inicial()
CREATE OR REPLACE FUNCTION public.auditoria_hash_inicial()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT repeat('0', 64) $function$;

-- auditoria_inmutable()
CREATE OR REPLACE FUNCTION public.auditoria_inmutable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'La auditoría no se modifica ni se borra';
END $function$;

-- calidad_analisis_contar()
CREATE OR REPLACE FUNCTION public.calidad_analisis_contar()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE calidad_analisis_conteo SET n = n - 1
     WHERE id_cooperativa = OLD.id_cooperativa AND id_ciclo = OLD.id_ciclo AND tipo_analisis = OLD.tipo_analisis;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO calidad_analisis_conteo (id_cooperativa, id_ciclo, tipo_analisis, n) VALUES (NEW.id_cooperativa, NEW.id_ciclo, NEW.tipo_analisis, 1)
    ON CONFLICT ON CONSTRAINT calidad_analisis_conteo_pk DO UPDATE SET n = calidad_analisis_conteo.n + 1;
  END IF;
  RETURN NULL;
END $function$;

-- cambios_de_sentencia(operacion text)
CREATE OR REPLACE FUNCTION public.cambios_de_sentencia(operacion text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE operacion
    WHEN 'INSERT' THEN 'SELECT 1 AS s, n.* FROM nuevas n'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, v.* FROM viejas v'
    ELSE 'SELECT 1 AS s, n.* FROM nuevas n UNION ALL SELECT -1 AS s, v.* FROM viejas v' END
$function$;

-- cooperativa_en_curso()
CREATE OR REPLACE FUNCTION public.cooperativa_en_curso()
 RETURNS integer
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT CASE WHEN current_setting('cosecha.cooperativa', true) ~ '^[0-9]{1,9}$'
              THEN current_setting('cosecha.cooperativa', true)::integer END
$function$;

-- cuentas_categoria_acopio()
CREATE OR REPLACE FUNCTION public.cuentas_categoria_acopio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  EXECUTE acopio_diario_sql('SELECT x.s, a.*, x.categoria FROM (
      SELECT -1 AS s, v.id_cooperativa, v.id, v.id_cuenta_categoria AS categoria FROM viejas v
        JOIN nuevas n ON n.id_cooperativa = v.id_cooperativa AND n.id = v.id WHERE n.id_cuenta_categoria <> v.id_cuenta_categoria
      UNION ALL
      SELECT 1, n.id_cooperativa, n.id, n.id_cuenta_categoria FROM viejas v
        JOIN nuevas n ON n.id_cooperativa = v.id_cooperativa AND n.id = v.id WHERE n.id_cuenta_categoria <> v.id_cuenta_categoria) x
    JOIN acopios a ON a.id_cooperativa = x.id_cooperativa AND a.id_cuenta = x.id AND NOT a.anulada');
  DELETE FROM acopio_diario WHERE entregas = 0;
  RETURN NULL;
END $function$;

-- cuentas_conteo_cambios()
CREATE OR REPLACE FUNCTION public.cuentas_conteo_cambios()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- cuentas_nuevo_ingreso_alta()
CREATE OR REPLACE FUNCTION public.cuentas_nuevo_ingreso_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE cuentas c SET nuevo_ingreso = false
    FROM nuevas n
   WHERE c.id_cooperativa = n.id_cooperativa AND c.id_productor = n.id_productor AND c.id_ciclo > n.id_ciclo AND c.nuevo_ingreso;
  RETURN NULL;
END $function$;

-- cuentas_nuevo_ingreso_baja()
CREATE OR REPLACE FUNCTION public.cuentas_nuevo_ingreso_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM cuentas_nuevo_ingreso_recalcular(v.id_cooperativa, v.id_productor)
     FROM (SELECT DISTINCT id_cooperativa, id_productor FROM viejas) v;
  RETURN NULL;
END $function$;

-- cuentas_nuevo_ingreso_cambio()
CREATE OR REPLACE FUNCTION public.cuentas_nuevo_ingreso_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM cuentas_nuevo_ingreso_recalcular(OLD.id_cooperativa, OLD.id_productor);
  IF NEW.id_productor IS DISTINCT FROM OLD.id_productor THEN
    PERFORM cuentas_nuevo_ingreso_recalcular(NEW.id_cooperativa, NEW.id_productor);
  END IF;
  RETURN NULL;
END $function$;

-- cuentas_nuevo_ingreso_fila()
CREATE OR REPLACE FUNCTION public.cuentas_nuevo_ingreso_fila()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.nuevo_ingreso := NOT EXISTS (SELECT 1 FROM cuentas a
    WHERE a.id_cooperativa = NEW.id_cooperativa AND a.id_productor = NEW.id_productor AND a.id_ciclo < NEW.id_ciclo);
  RETURN NEW;
END $function$;

-- cuentas_nuevo_ingreso_recalcular(p_coop integer, p_productor integer)
CREATE OR REPLACE FUNCTION public.cuentas_nuevo_ingreso_recalcular(p_coop integer, p_productor integer)
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE cuentas c SET nuevo_ingreso = x.nuevo
    FROM (SELECT a.id, NOT EXISTS (SELECT 1 FROM cuentas b
            WHERE b.id_cooperativa = a.id_cooperativa AND b.id_productor = a.id_productor AND b.id_ciclo < a.id_ciclo) AS nuevo
            FROM cuentas a WHERE a.id_cooperativa = p_coop AND a.id_productor = p_productor) x
   WHERE c.id_cooperativa = p_coop AND c.id = x.id AND c.nuevo_ingreso IS DISTINCT FROM x.nuevo
$function$;

-- cuentas_recalcular(p_coop integer[], p_cuenta integer[])
CREATE OR REPLACE FUNCTION public.cuentas_recalcular(p_coop integer[], p_cuenta integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE cuentas c
     SET total_parcelas = s.n, total_plantas = s.plantas, total_superficie = s.superficie,
         total_ha_cultivo = s.ha_cultivo, total_estimacion_kg = s.estimacion, total_ha_autoconsumo = s.ha_autoconsumo,
         total_ha_otros_cultivos = s.ha_otros_cultivos, total_ha_potrero = s.ha_potrero, total_ha_monte_bosque = s.ha_monte_bosque,
         total_ha_acahual = s.ha_acahual, total_ha_reserva = s.ha_reserva,
         total_plantas_productivas = s.productivas, total_plantas_improductivas = s.improductivas,
         total_plantas_desarrollo = s.desarrollo, tablero_parcelas = s.con_formulario, tablero_superficie = s.superficie_formulario,
         tablero_autoconsumo = s.con_autoconsumo, tablero_otros_cultivos = s.con_otros_cultivos, tablero_potrero = s.con_potrero,
         tablero_monte_bosque = s.con_monte_bosque, tablero_acahual = s.con_acahual, tablero_reserva = s.con_reserva,
         tablero_sin_otras = s.sin_otras
    FROM (SELECT a.id_cooperativa, a.id_cuenta, count(p.id)::int AS n, coalesce(sum(p.plantas), 0)::bigint AS plantas,
                 coalesce(sum(p.superficie), 0) AS superficie,
                 coalesce(sum(f.ha_cultivo), 0) AS ha_cultivo, coalesce(sum(f.estimacion_kg), 0)::bigint AS estimacion,
                 coalesce(sum(f.ha_autoconsumo), 0) AS ha_autoconsumo, coalesce(sum(f.ha_otros_cultivos), 0) AS ha_otros_cultivos,
                 coalesce(sum(f.ha_potrero), 0) AS ha_potrero, coalesce(sum(f.ha_monte_bosque), 0) AS ha_monte_bosque,
                 coalesce(sum(f.ha_acahual), 0) AS ha_acahual, coalesce(sum(f.ha_reserva), 0) AS ha_reserva,
                 coalesce(sum(pl.productivas), 0)::bigint AS productivas, coalesce(sum(pl.improductivas), 0)::bigint AS improductivas,
                 coalesce(sum(pl.desarrollo), 0)::bigint AS desarrollo,
                 count(f.id_parcela)::int AS con_formulario,
                 coalesce(sum(p.superficie) FILTER (WHERE f.id_parcela IS NOT NULL), 0) AS superficie_formulario,
                 count(*) FILTER (WHERE f.ha_autoconsumo > 0)::int AS con_autoconsumo,
                 count(*) FILTER (WHERE f.ha_otros_cultivos > 0)::int AS con_otros_cultivos,
                 count(*) FILTER (WHERE f.ha_potrero > 0)::int AS con_potrero,
                 count(*) FILTER (WHERE f.ha_monte_bosque > 0)::int AS con_monte_bosque,
                 count(*) FILTER (WHERE f.ha_acahual > 0)::int AS con_acahual,
                 count(*) FILTER (WHERE f.ha_reserva > 0)::int AS con_reserva,
                 count(*) FILTER (WHERE f.id_parcela IS NOT NULL AND NOT (f.ha_autoconsumo > 0 OR f.ha_otros_cultivos > 0
                   OR f.ha_potrero > 0 OR f.ha_monte_bosque > 0 OR f.ha_acahual > 0 OR f.ha_reserva > 0))::int AS sin_otras
            FROM (SELECT DISTINCT x.id_cooperativa, x.id_cuenta FROM unnest(p_coop, p_cuenta) AS x (id_cooperativa, id_cuenta)) a
            LEFT JOIN parcelas p ON p.id_cooperativa = a.id_cooperativa AND p.id_cuenta = a.id_cuenta AND p.fecha_baja IS NULL
            LEFT JOIN parcelas_formularios f ON f.id_cooperativa = p.id_cooperativa AND f.id_parcela = p.id
            LEFT JOIN LATERAL (SELECT sum(pp.plantas) FILTER (WHERE pp.id_tipo_planta = 1) AS productivas,
                                      sum(pp.plantas) FILTER (WHERE pp.id_tipo_planta = 2) AS desarrollo,
                                      sum(pp.plantas) FILTER (WHERE pp.id_tipo_planta = 3) AS improductivas
                                 FROM parcelas_formularios_plantas pp
                                WHERE pp.id_cooperativa = p.id_cooperativa AND pp.id_parcela = p.id) pl ON true
           GROUP BY a.id_cooperativa, a.id_cuenta) s
   WHERE c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
$function$;

-- f_unaccent(text)
CREATE OR REPLACE FUNCTION public.f_unaccent(text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $function$;

-- formularios_campo_texto(p_parcela text, p_socio text, p_inspector text)
CREATE OR REPLACE FUNCTION public.formularios_campo_texto(p_parcela text, p_socio text, p_inspector text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT public.f_unaccent(lower(coalesce(p_parcela, '') || ' ' || coalesce(p_socio, '') || ' ' || coalesce(p_inspector, '')))
$function$;

-- gin_btree_consistent(internal, smallint, anyelement, integer, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_btree_consistent(internal, smallint, anyelement, integer, internal, internal)
 RETURNS boolean
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_btree_consistent$function$;

-- gin_compare_prefix_anyenum(anyenum, anyenum, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_anyenum(anyenum, anyenum, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_anyenum$function$;

-- gin_compare_prefix_bit(bit, bit, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_bit(bit, bit, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_bit$function$;

-- gin_compare_prefix_bool(boolean, boolean, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_bool(boolean, boolean, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_bool$function$;

-- gin_compare_prefix_bpchar(character, character, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_bpchar(character, character, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_bpchar$function$;

-- gin_compare_prefix_bytea(bytea, bytea, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_bytea(bytea, bytea, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_bytea$function$;

-- gin_compare_prefix_char("char", "char", smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_char("char", "char", smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_char$function$;

-- gin_compare_prefix_cidr(cidr, cidr, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_cidr(cidr, cidr, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_cidr$function$;

-- gin_compare_prefix_date(date, date, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_date(date, date, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_date$function$;

-- gin_compare_prefix_float4(real, real, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_float4(real, real, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_float4$function$;

-- gin_compare_prefix_float8(double precision, double precision, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_float8(double precision, double precision, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_float8$function$;

-- gin_compare_prefix_inet(inet, inet, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_inet(inet, inet, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_inet$function$;

-- gin_compare_prefix_int2(smallint, smallint, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_int2(smallint, smallint, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_int2$function$;

-- gin_compare_prefix_int4(integer, integer, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_int4(integer, integer, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_int4$function$;

-- gin_compare_prefix_int8(bigint, bigint, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_int8(bigint, bigint, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_int8$function$;

-- gin_compare_prefix_interval(interval, interval, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_interval(interval, interval, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_interval$function$;

-- gin_compare_prefix_macaddr(macaddr, macaddr, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_macaddr(macaddr, macaddr, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_macaddr$function$;

-- gin_compare_prefix_macaddr8(macaddr8, macaddr8, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_macaddr8(macaddr8, macaddr8, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_macaddr8$function$;

-- gin_compare_prefix_money(money, money, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_money(money, money, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_money$function$;

-- gin_compare_prefix_name(name, name, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_name(name, name, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_name$function$;

-- gin_compare_prefix_numeric(numeric, numeric, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_numeric(numeric, numeric, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_numeric$function$;

-- gin_compare_prefix_oid(oid, oid, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_oid(oid, oid, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_oid$function$;

-- gin_compare_prefix_text(text, text, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_text(text, text, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_text$function$;

-- gin_compare_prefix_time(time without time zone, time without time zone, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_time(time without time zone, time without time zone, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_time$function$;

-- gin_compare_prefix_timestamp(timestamp without time zone, timestamp without time zone, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_timestamp(timestamp without time zone, timestamp without time zone, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_timestamp$function$;

-- gin_compare_prefix_timestamptz(timestamp with time zone, timestamp with time zone, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_timestamptz(timestamp with time zone, timestamp with time zone, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_timestamptz$function$;

-- gin_compare_prefix_timetz(time with time zone, time with time zone, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_timetz(time with time zone, time with time zone, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_timetz$function$;

-- gin_compare_prefix_uuid(uuid, uuid, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_uuid(uuid, uuid, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_uuid$function$;

-- gin_compare_prefix_varbit(bit varying, bit varying, smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_compare_prefix_varbit(bit varying, bit varying, smallint, internal)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_compare_prefix_varbit$function$;

-- gin_enum_cmp(anyenum, anyenum)
CREATE OR REPLACE FUNCTION public.gin_enum_cmp(anyenum, anyenum)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_enum_cmp$function$;

-- gin_extract_query_anyenum(anyenum, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_anyenum(anyenum, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_anyenum$function$;

-- gin_extract_query_bit(bit, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_bit(bit, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_bit$function$;

-- gin_extract_query_bool(boolean, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_bool(boolean, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_bool$function$;

-- gin_extract_query_bpchar(character, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_bpchar(character, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_bpchar$function$;

-- gin_extract_query_bytea(bytea, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_bytea(bytea, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_bytea$function$;

-- gin_extract_query_char("char", internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_char("char", internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_char$function$;

-- gin_extract_query_cidr(cidr, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_cidr(cidr, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_cidr$function$;

-- gin_extract_query_date(date, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_date(date, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_date$function$;

-- gin_extract_query_float4(real, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_float4(real, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_float4$function$;

-- gin_extract_query_float8(double precision, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_float8(double precision, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_float8$function$;

-- gin_extract_query_inet(inet, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_inet(inet, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_inet$function$;

-- gin_extract_query_int2(smallint, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_int2(smallint, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_int2$function$;

-- gin_extract_query_int4(integer, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_int4(integer, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_int4$function$;

-- gin_extract_query_int8(bigint, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_int8(bigint, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_int8$function$;

-- gin_extract_query_interval(interval, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_interval(interval, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_interval$function$;

-- gin_extract_query_macaddr(macaddr, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_macaddr(macaddr, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_macaddr$function$;

-- gin_extract_query_macaddr8(macaddr8, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_macaddr8(macaddr8, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_macaddr8$function$;

-- gin_extract_query_money(money, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_money(money, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_money$function$;

-- gin_extract_query_name(name, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_name(name, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_name$function$;

-- gin_extract_query_numeric(numeric, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_numeric(numeric, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_numeric$function$;

-- gin_extract_query_oid(oid, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_oid(oid, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_oid$function$;

-- gin_extract_query_text(text, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_text(text, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_text$function$;

-- gin_extract_query_time(time without time zone, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_time(time without time zone, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_time$function$;

-- gin_extract_query_timestamp(timestamp without time zone, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_timestamp(timestamp without time zone, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_timestamp$function$;

-- gin_extract_query_timestamptz(timestamp with time zone, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_timestamptz(timestamp with time zone, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_timestamptz$function$;

-- gin_extract_query_timetz(time with time zone, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_timetz(time with time zone, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_timetz$function$;

-- gin_extract_query_trgm(text, internal, smallint, internal, internal, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_trgm(text, internal, smallint, internal, internal, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_extract_query_trgm$function$;

-- gin_extract_query_uuid(uuid, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_uuid(uuid, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_uuid$function$;

-- gin_extract_query_varbit(bit varying, internal, smallint, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_query_varbit(bit varying, internal, smallint, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_query_varbit$function$;

-- gin_extract_value_anyenum(anyenum, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_anyenum(anyenum, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_anyenum$function$;

-- gin_extract_value_bit(bit, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_bit(bit, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_bit$function$;

-- gin_extract_value_bool(boolean, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_bool(boolean, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_bool$function$;

-- gin_extract_value_bpchar(character, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_bpchar(character, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_bpchar$function$;

-- gin_extract_value_bytea(bytea, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_bytea(bytea, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_bytea$function$;

-- gin_extract_value_char("char", internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_char("char", internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_char$function$;

-- gin_extract_value_cidr(cidr, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_cidr(cidr, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_cidr$function$;

-- gin_extract_value_date(date, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_date(date, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_date$function$;

-- gin_extract_value_float4(real, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_float4(real, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_float4$function$;

-- gin_extract_value_float8(double precision, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_float8(double precision, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_float8$function$;

-- gin_extract_value_inet(inet, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_inet(inet, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_inet$function$;

-- gin_extract_value_int2(smallint, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_int2(smallint, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_int2$function$;

-- gin_extract_value_int4(integer, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_int4(integer, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_int4$function$;

-- gin_extract_value_int8(bigint, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_int8(bigint, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_int8$function$;

-- gin_extract_value_interval(interval, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_interval(interval, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_interval$function$;

-- gin_extract_value_macaddr(macaddr, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_macaddr(macaddr, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_macaddr$function$;

-- gin_extract_value_macaddr8(macaddr8, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_macaddr8(macaddr8, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_macaddr8$function$;

-- gin_extract_value_money(money, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_money(money, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_money$function$;

-- gin_extract_value_name(name, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_name(name, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_name$function$;

-- gin_extract_value_numeric(numeric, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_numeric(numeric, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_numeric$function$;

-- gin_extract_value_oid(oid, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_oid(oid, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_oid$function$;

-- gin_extract_value_text(text, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_text(text, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_text$function$;

-- gin_extract_value_time(time without time zone, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_time(time without time zone, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_time$function$;

-- gin_extract_value_timestamp(timestamp without time zone, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_timestamp(timestamp without time zone, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_timestamp$function$;

-- gin_extract_value_timestamptz(timestamp with time zone, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_timestamptz(timestamp with time zone, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_timestamptz$function$;

-- gin_extract_value_timetz(time with time zone, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_timetz(time with time zone, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_timetz$function$;

-- gin_extract_value_trgm(text, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_trgm(text, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_extract_value_trgm$function$;

-- gin_extract_value_uuid(uuid, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_uuid(uuid, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_uuid$function$;

-- gin_extract_value_varbit(bit varying, internal)
CREATE OR REPLACE FUNCTION public.gin_extract_value_varbit(bit varying, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_extract_value_varbit$function$;

-- gin_numeric_cmp(numeric, numeric)
CREATE OR REPLACE FUNCTION public.gin_numeric_cmp(numeric, numeric)
 RETURNS integer
 LANGUAGE c
 IMMUTABLE STRICT
AS '$libdir/btree_gin', $function$gin_numeric_cmp$function$;

-- gin_trgm_consistent(internal, smallint, text, integer, internal, internal, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_trgm_consistent(internal, smallint, text, integer, internal, internal, internal, internal)
 RETURNS boolean
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_trgm_consistent$function$;

-- gin_trgm_triconsistent(internal, smallint, text, integer, internal, internal, internal)
CREATE OR REPLACE FUNCTION public.gin_trgm_triconsistent(internal, smallint, text, integer, internal, internal, internal)
 RETURNS "char"
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_trgm_triconsistent$function$;

-- gtrgm_compress(internal)
CREATE OR REPLACE FUNCTION public.gtrgm_compress(internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_compress$function$;

-- gtrgm_consistent(internal, text, smallint, oid, internal)
CREATE OR REPLACE FUNCTION public.gtrgm_consistent(internal, text, smallint, oid, internal)
 RETURNS boolean
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_consistent$function$;

-- gtrgm_decompress(internal)
CREATE OR REPLACE FUNCTION public.gtrgm_decompress(internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_decompress$function$;

-- gtrgm_distance(internal, text, smallint, oid, internal)
CREATE OR REPLACE FUNCTION public.gtrgm_distance(internal, text, smallint, oid, internal)
 RETURNS double precision
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_distance$function$;

-- gtrgm_in(cstring)
CREATE OR REPLACE FUNCTION public.gtrgm_in(cstring)
 RETURNS gtrgm
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_in$function$;

-- gtrgm_options(internal)
CREATE OR REPLACE FUNCTION public.gtrgm_options(internal)
 RETURNS void
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE
AS '$libdir/pg_trgm', $function$gtrgm_options$function$;

-- gtrgm_out(gtrgm)
CREATE OR REPLACE FUNCTION public.gtrgm_out(gtrgm)
 RETURNS cstring
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_out$function$;

-- gtrgm_penalty(internal, internal, internal)
CREATE OR REPLACE FUNCTION public.gtrgm_penalty(internal, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_penalty$function$;

-- gtrgm_picksplit(internal, internal)
CREATE OR REPLACE FUNCTION public.gtrgm_picksplit(internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_picksplit$function$;

-- gtrgm_same(gtrgm, gtrgm, internal)
CREATE OR REPLACE FUNCTION public.gtrgm_same(gtrgm, gtrgm, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_same$function$;

-- gtrgm_union(internal, internal)
CREATE OR REPLACE FUNCTION public.gtrgm_union(internal, internal)
 RETURNS gtrgm
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_union$function$;

-- lotes_declaraciones_eudr_inmutable()
CREATE OR REPLACE FUNCTION public.lotes_declaraciones_eudr_inmutable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'Las declaraciones EUDR no se modifican ni se borran; una corrección es un registro nuevo';
END $function$;

-- paquetes_eudr_inmutables()
CREATE OR REPLACE FUNCTION public.paquetes_eudr_inmutables()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'Los paquetes EUDR son evidencia: no se modifican ni se borran';
END $function$;

-- parcelas_conteos_cuentas()
CREATE OR REPLACE FUNCTION public.parcelas_conteos_cuentas()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- parcelas_conteos_parcelas()
CREATE OR REPLACE FUNCTION public.parcelas_conteos_parcelas()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- parcelas_conteos_sumar(p_coop integer[], p_cuenta integer[], p_geo smallint[], p_signo integer[])
CREATE OR REPLACE FUNCTION public.parcelas_conteos_sumar(p_coop integer[], p_cuenta integer[], p_geo smallint[], p_signo integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO parcelas_conteos AS k (id_cooperativa, id_ciclo, geolocalizacion, n)
  SELECT t.id_cooperativa, c.id_ciclo, t.geolocalizacion, sum(t.signo)::int
    FROM unnest(p_coop, p_cuenta, p_geo, p_signo) AS t (id_cooperativa, id_cuenta, geolocalizacion, signo)
    JOIN cuentas c ON c.id_cooperativa = t.id_cooperativa AND c.id = t.id_cuenta AND c.confirmado = 1 AND c.fecha_baja IS NULL
   GROUP BY 1, 2, 3
  HAVING sum(t.signo) <> 0
  ON CONFLICT ON CONSTRAINT parcelas_conteos_pk DO UPDATE SET n = k.n + EXCLUDED.n
$function$;

-- parcelas_formularios_totales()
CREATE OR REPLACE FUNCTION public.parcelas_formularios_totales()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cuentas_recalcular(array_agg(x.id_cooperativa), array_agg(x.id_cuenta))
       FROM nuevas t JOIN parcelas x ON x.id_cooperativa = t.id_cooperativa AND x.id = t.id_parcela;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cuentas_recalcular(array_agg(x.id_cooperativa), array_agg(x.id_cuenta))
       FROM (SELECT id_cooperativa, id_parcela FROM nuevas UNION SELECT id_cooperativa, id_parcela FROM viejas) t
       JOIN parcelas x ON x.id_cooperativa = t.id_cooperativa AND x.id = t.id_parcela;
  ELSE
    PERFORM cuentas_recalcular(array_agg(x.id_cooperativa), array_agg(x.id_cuenta))
       FROM viejas t JOIN parcelas x ON x.id_cooperativa = t.id_cooperativa AND x.id = t.id_parcela;
  END IF;
  RETURN NULL;
END $function$;

-- parcelas_totales()
CREATE OR REPLACE FUNCTION public.parcelas_totales()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cuentas_recalcular(array_agg(id_cooperativa), array_agg(id_cuenta)) FROM nuevas;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cuentas_recalcular(array_agg(t.id_cooperativa), array_agg(t.id_cuenta))
       FROM (SELECT n.id_cooperativa, n.id_cuenta AS nueva, v.id_cuenta AS vieja
               FROM nuevas n JOIN viejas v ON v.id_cooperativa = n.id_cooperativa AND v.id = n.id
              WHERE (n.superficie, n.plantas, n.fecha_baja, n.id_cuenta) IS DISTINCT FROM (v.superficie, v.plantas, v.fecha_baja, v.id_cuenta)) c
       CROSS JOIN LATERAL (VALUES (c.id_cooperativa, c.nueva), (c.id_cooperativa, c.vieja)) AS t (id_cooperativa, id_cuenta);
  ELSE
    PERFORM cuentas_recalcular(array_agg(id_cooperativa), array_agg(id_cuenta)) FROM viejas;
  END IF;
  RETURN NULL;
END $function$;

-- productores_anticipos_busqueda_trg()
CREATE OR REPLACE FUNCTION public.productores_anticipos_busqueda_trg()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE anticipos an SET busqueda = coalesce(anticipos_busqueda_texto(an.id_cooperativa, an.id_cuenta, an.folio), '')
   WHERE an.id_cooperativa = NEW.id_cooperativa
     AND an.id_cuenta IN (SELECT c.id FROM cuentas c WHERE c.id_cooperativa = NEW.id_cooperativa AND c.id_productor = NEW.id);
  RETURN NULL;
END $function$;

-- proteger_filas_por_cooperativa()
CREATE OR REPLACE FUNCTION public.proteger_filas_por_cooperativa()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
$function$;

-- set_limit(real)
CREATE OR REPLACE FUNCTION public.set_limit(real)
 RETURNS real
 LANGUAGE c
 STRICT
AS '$libdir/pg_trgm', $function$set_limit$function$;

-- show_limit()
CREATE OR REPLACE FUNCTION public.show_limit()
 RETURNS real
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$show_limit$function$;

-- show_trgm(text)
CREATE OR REPLACE FUNCTION public.show_trgm(text)
 RETURNS text[]
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$show_trgm$function$;

-- similarity(text, text)
CREATE OR REPLACE FUNCTION public.similarity(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$similarity$function$;

-- similarity_dist(text, text)
CREATE OR REPLACE FUNCTION public.similarity_dist(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$similarity_dist$function$;

-- similarity_op(text, text)
CREATE OR REPLACE FUNCTION public.similarity_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$similarity_op$function$;

-- sincronizar_folios_acopio(coop integer)
CREATE OR REPLACE FUNCTION public.sincronizar_folios_acopio(coop integer)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO folios_acopio (id_cooperativa, serie, ultimo)
  SELECT coop, s.serie, coalesce(s.maximo, 0)
    FROM (SELECT 'E' AS serie, (SELECT max(substr(folio_acopio, 3)::int) FROM acopios
                                 WHERE id_cooperativa = coop AND folio_acopio ~ '^E-[0-9]{1,9}$') AS maximo
          UNION ALL
          SELECT 'P', (SELECT max(substr(folio, 3)::int) FROM acopio_pagos
                        WHERE id_cooperativa = coop AND folio ~ '^P-[0-9]{1,9}$')) s
  ON CONFLICT ON CONSTRAINT folios_acopio_pk DO UPDATE SET ultimo = greatest(folios_acopio.ultimo, excluded.ultimo);
$function$;

-- strict_word_similarity(text, text)
CREATE OR REPLACE FUNCTION public.strict_word_similarity(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity$function$;

-- strict_word_similarity_commutator_op(text, text)
CREATE OR REPLACE FUNCTION public.strict_word_similarity_commutator_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_commutator_op$function$;

-- strict_word_similarity_dist_commutator_op(text, text)
CREATE OR REPLACE FUNCTION public.strict_word_similarity_dist_commutator_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_dist_commutator_op$function$;

-- strict_word_similarity_dist_op(text, text)
CREATE OR REPLACE FUNCTION public.strict_word_similarity_dist_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_dist_op$function$;

-- strict_word_similarity_op(text, text)
CREATE OR REPLACE FUNCTION public.strict_word_similarity_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_op$function$;

-- textos_busqueda_columna_trg()
CREATE OR REPLACE FUNCTION public.textos_busqueda_columna_trg()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- a row that changed cooperative (never done by the app) leaves its old key behind
  IF TG_OP = 'UPDATE' AND OLD.id_cooperativa IS DISTINCT FROM NEW.id_cooperativa THEN
    DELETE FROM textos_busqueda WHERE id_cooperativa = OLD.id_cooperativa AND tabla = TG_TABLE_NAME AND id = OLD.id;
  END IF;
  PERFORM textos_busqueda_poner(TG_TABLE_NAME, NEW.id, NEW.id_cooperativa, NEW.busqueda);
  RETURN NULL;
END
$function$;

-- textos_busqueda_parcelas_trg()
CREATE OR REPLACE FUNCTION public.textos_busqueda_parcelas_trg()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.id_cooperativa IS DISTINCT FROM NEW.id_cooperativa THEN
    DELETE FROM textos_busqueda WHERE id_cooperativa = OLD.id_cooperativa AND tabla = 'parcelas' AND id = OLD.id;
  END IF;
  PERFORM textos_busqueda_poner('parcelas', NEW.id, NEW.id_cooperativa, f_unaccent(lower(NEW.nombre)));
  RETURN NULL;
END
$function$;

-- textos_busqueda_poner(p_tabla text, p_id integer, p_coop integer, p_texto text)
CREATE OR REPLACE FUNCTION public.textos_busqueda_poner(p_tabla text, p_id integer, p_coop integer, p_texto text)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO textos_busqueda (tabla, id, id_cooperativa, texto) VALUES (p_tabla, p_id, p_coop, coalesce(p_texto, ''))
  ON CONFLICT (id_cooperativa, tabla, id) DO UPDATE SET texto = excluded.texto
$function$;

-- textos_busqueda_quitar_trg()
CREATE OR REPLACE FUNCTION public.textos_busqueda_quitar_trg()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM textos_busqueda WHERE id_cooperativa = OLD.id_cooperativa AND tabla = TG_TABLE_NAME AND id = OLD.id;
  RETURN NULL;
END
$function$;

-- todas_las_cooperativas()
CREATE OR REPLACE FUNCTION public.todas_las_cooperativas()
 RETURNS boolean
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT coalesce(current_setting('cosecha.cooperativa', true) = 'todas', false)
$function$;

-- unaccent(regdictionary, text)
CREATE OR REPLACE FUNCTION public.unaccent(regdictionary, text)
 RETURNS text
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/unaccent', $function$unaccent_dict$function$;

-- unaccent(text)
CREATE OR REPLACE FUNCTION public.unaccent(text)
 RETURNS text
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/unaccent', $function$unaccent_dict$function$;

-- unaccent_init(internal)
CREATE OR REPLACE FUNCTION public.unaccent_init(internal)
 RETURNS internal
 LANGUAGE c
 PARALLEL SAFE
AS '$libdir/unaccent', $function$unaccent_init$function$;

-- unaccent_lexize(internal, internal, internal, internal)
CREATE OR REPLACE FUNCTION public.unaccent_lexize(internal, internal, internal, internal)
 RETURNS internal
 LANGUAGE c
 PARALLEL SAFE
AS '$libdir/unaccent', $function$unaccent_lexize$function$;

-- word_similarity(text, text)
CREATE OR REPLACE FUNCTION public.word_similarity(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity$function$;

-- word_similarity_commutator_op(text, text)
CREATE OR REPLACE FUNCTION public.word_similarity_commutator_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_commutator_op$function$;

-- word_similarity_dist_commutator_op(text, text)
CREATE OR REPLACE FUNCTION public.word_similarity_dist_commutator_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_dist_commutator_op$function$;

-- word_similarity_dist_op(text, text)
CREATE OR REPLACE FUNCTION public.word_similarity_dist_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_dist_op$function$;

-- word_similarity_op(text, text)
CREATE OR REPLACE FUNCTION public.word_similarity_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_op$function$;

-- ── Disparadores
-- acopio_pagos.acopio_pagos_cambios_del_trg
CREATE TRIGGER acopio_pagos_cambios_del_trg AFTER DELETE ON public.acopio_pagos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION acopio_pagos_cambios();

-- acopio_pagos.acopio_pagos_cambios_ins_trg
CREATE TRIGGER acopio_pagos_cambios_ins_trg AFTER INSERT ON public.acopio_pagos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION acopio_pagos_cambios();

-- acopio_pagos.acopio_pagos_cambios_upd_trg
CREATE TRIGGER acopio_pagos_cambios_upd_trg AFTER UPDATE ON public.acopio_pagos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION acopio_pagos_cambios();

-- acopio_pagos.acopio_pagos_de_entrega_trg
CREATE TRIGGER acopio_pagos_de_entrega_trg BEFORE INSERT OR UPDATE OF id_acopio ON public.acopio_pagos FOR EACH ROW EXECUTE FUNCTION acopio_pagos_de_entrega();

-- acopios.acopios_resumen_del_trg
CREATE TRIGGER acopios_resumen_del_trg AFTER DELETE ON public.acopios REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION acopio_resumen_cambios();

-- acopios.acopios_resumen_ins_trg
CREATE TRIGGER acopios_resumen_ins_trg AFTER INSERT ON public.acopios REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION acopio_resumen_cambios();

-- acopios.acopios_resumen_upd_trg
CREATE TRIGGER acopios_resumen_upd_trg AFTER UPDATE ON public.acopios REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION acopio_resumen_cambios();

-- anticipos.anticipos_busqueda_trg
CREATE TRIGGER anticipos_busqueda_trg BEFORE INSERT OR UPDATE OF id_cuenta, folio ON public.anticipos FOR EACH ROW EXECUTE FUNCTION anticipos_busqueda_trg();

-- anticipos.anticipos_resumen_del_trg
CREATE TRIGGER anticipos_resumen_del_trg AFTER DELETE ON public.anticipos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION anticipos_resumen_trg();

-- anticipos.anticipos_resumen_ins_trg
CREATE TRIGGER anticipos_resumen_ins_trg AFTER INSERT ON public.anticipos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION anticipos_resumen_trg();

-- anticipos.anticipos_resumen_upd_trg
CREATE TRIGGER anticipos_resumen_upd_trg AFTER UPDATE ON public.anticipos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION anticipos_resumen_trg();

-- anticipos.anticipos_saldo_orden_trg
CREATE TRIGGER anticipos_saldo_orden_trg BEFORE INSERT OR UPDATE ON public.anticipos FOR EACH ROW EXECUTE FUNCTION anticipos_saldo_orden_trg();

-- anticipos.textos_busqueda_alta_trg
CREATE TRIGGER textos_busqueda_alta_trg AFTER INSERT ON public.anticipos FOR EACH ROW EXECUTE FUNCTION textos_busqueda_columna_trg();

-- anticipos.textos_busqueda_baja_trg
CREATE TRIGGER textos_busqueda_baja_trg AFTER DELETE ON public.anticipos FOR EACH ROW EXECUTE FUNCTION textos_busqueda_quitar_trg();

-- anticipos.textos_busqueda_cambio_trg
CREATE TRIGGER textos_busqueda_cambio_trg AFTER UPDATE ON public.anticipos FOR EACH ROW WHEN (((old.busqueda IS DISTINCT FROM new.busqueda) OR (old.id_cooperativa IS DISTINCT FROM new.id_cooperativa))) EXECUTE FUNCTION textos_busqueda_columna_trg();

-- auditoria.auditoria_encadenar_trg
CREATE TRIGGER auditoria_encadenar_trg BEFORE INSERT ON public.auditoria FOR EACH ROW EXECUTE FUNCTION auditoria_encadenar();

-- auditoria.auditoria_inmutable_trg
CREATE TRIGGER auditoria_inmutable_trg BEFORE DELETE OR UPDATE ON public.auditoria FOR EACH ROW EXECUTE FUNCTION auditoria_inmutable();

-- auditoria.auditoria_sin_truncate_trg
CREATE TRIGGER auditoria_sin_truncate_trg BEFORE TRUNCATE ON public.auditoria FOR EACH STATEMENT EXECUTE FUNCTION auditoria_inmutable();

-- calidad_analisis.calidad_analisis_contar_ins
CREATE TRIGGER calidad_analisis_contar_ins AFTER INSERT OR DELETE ON public.calidad_analisis FOR EACH ROW EXECUTE FUNCTION calidad_analisis_contar();

-- calidad_analisis.calidad_analisis_contar_upd
CREATE TRIGGER calidad_analisis_contar_upd AFTER UPDATE OF id_ciclo, tipo_analisis ON public.calidad_analisis FOR EACH ROW WHEN (((old.id_ciclo IS DISTINCT FROM new.id_ciclo) OR (old.tipo_analisis IS DISTINCT FROM new.tipo_analisis))) EXECUTE FUNCTION calidad_analisis_contar();

-- calidad_analisis.textos_busqueda_alta_trg
CREATE TRIGGER textos_busqueda_alta_trg AFTER INSERT ON public.calidad_analisis FOR EACH ROW EXECUTE FUNCTION textos_busqueda_columna_trg();

-- calidad_analisis.textos_busqueda_baja_trg
CREATE TRIGGER textos_busqueda_baja_trg AFTER DELETE ON public.calidad_analisis FOR EACH ROW EXECUTE FUNCTION textos_busqueda_quitar_trg();

-- calidad_analisis.textos_busqueda_cambio_trg
CREATE TRIGGER textos_busqueda_cambio_trg AFTER UPDATE ON public.calidad_analisis FOR EACH ROW WHEN (((old.busqueda IS DISTINCT FROM new.busqueda) OR (old.id_cooperativa IS DISTINCT FROM new.id_cooperativa))) EXECUTE FUNCTION textos_busqueda_columna_trg();

-- cuentas.cuentas_categoria_acopio_trg
CREATE TRIGGER cuentas_categoria_acopio_trg AFTER UPDATE ON public.cuentas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION cuentas_categoria_acopio();

-- cuentas.cuentas_conteo_del_trg
CREATE TRIGGER cuentas_conteo_del_trg AFTER DELETE ON public.cuentas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION cuentas_conteo_cambios();

-- cuentas.cuentas_conteo_ins_trg
CREATE TRIGGER cuentas_conteo_ins_trg AFTER INSERT ON public.cuentas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION cuentas_conteo_cambios();

-- cuentas.cuentas_conteo_upd_trg
CREATE TRIGGER cuentas_conteo_upd_trg AFTER UPDATE ON public.cuentas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION cuentas_conteo_cambios();

-- cuentas.cuentas_nuevo_ingreso_alta_trg
CREATE TRIGGER cuentas_nuevo_ingreso_alta_trg AFTER INSERT ON public.cuentas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION cuentas_nuevo_ingreso_alta();

-- cuentas.cuentas_nuevo_ingreso_baja_trg
CREATE TRIGGER cuentas_nuevo_ingreso_baja_trg AFTER DELETE ON public.cuentas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION cuentas_nuevo_ingreso_baja();

-- cuentas.cuentas_nuevo_ingreso_cambio_trg
CREATE TRIGGER cuentas_nuevo_ingreso_cambio_trg AFTER UPDATE OF id_productor, id_ciclo ON public.cuentas FOR EACH ROW WHEN (((old.id_productor IS DISTINCT FROM new.id_productor) OR (old.id_ciclo IS DISTINCT FROM new.id_ciclo))) EXECUTE FUNCTION cuentas_nuevo_ingreso_cambio();

-- cuentas.cuentas_nuevo_ingreso_fila_trg
CREATE TRIGGER cuentas_nuevo_ingreso_fila_trg BEFORE INSERT OR UPDATE OF id_productor, id_ciclo ON public.cuentas FOR EACH ROW EXECUTE FUNCTION cuentas_nuevo_ingreso_fila();

-- cuentas.parcelas_conteos_cuentas_trg
CREATE TRIGGER parcelas_conteos_cuentas_trg AFTER UPDATE ON public.cuentas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_conteos_cuentas();

-- lotes_declaraciones_eudr.lotes_declaraciones_eudr_inmutable_trg
CREATE TRIGGER lotes_declaraciones_eudr_inmutable_trg BEFORE DELETE OR UPDATE ON public.lotes_declaraciones_eudr FOR EACH ROW EXECUTE FUNCTION lotes_declaraciones_eudr_inmutable();

-- lotes_declaraciones_eudr.lotes_declaraciones_eudr_sin_truncate_trg
CREATE TRIGGER lotes_declaraciones_eudr_sin_truncate_trg BEFORE TRUNCATE ON public.lotes_declaraciones_eudr FOR EACH STATEMENT EXECUTE FUNCTION lotes_declaraciones_eudr_inmutable();

-- lotes_paquetes_eudr.lotes_paquetes_eudr_inmutable_trg
CREATE TRIGGER lotes_paquetes_eudr_inmutable_trg BEFORE DELETE OR UPDATE ON public.lotes_paquetes_eudr FOR EACH ROW EXECUTE FUNCTION paquetes_eudr_inmutables();

-- lotes_paquetes_eudr.lotes_paquetes_eudr_sin_truncate_trg
CREATE TRIGGER lotes_paquetes_eudr_sin_truncate_trg BEFORE TRUNCATE ON public.lotes_paquetes_eudr FOR EACH STATEMENT EXECUTE FUNCTION paquetes_eudr_inmutables();

-- lotes_paquetes_eudr_parcelas.lotes_paquetes_eudr_parcelas_inmutable_trg
CREATE TRIGGER lotes_paquetes_eudr_parcelas_inmutable_trg BEFORE DELETE OR UPDATE ON public.lotes_paquetes_eudr_parcelas FOR EACH ROW EXECUTE FUNCTION paquetes_eudr_inmutables();

-- lotes_paquetes_eudr_parcelas.lotes_paquetes_eudr_parcelas_sin_truncate_trg
CREATE TRIGGER lotes_paquetes_eudr_parcelas_sin_truncate_trg BEFORE TRUNCATE ON public.lotes_paquetes_eudr_parcelas FOR EACH STATEMENT EXECUTE FUNCTION paquetes_eudr_inmutables();

-- parcelas.parcelas_conteos_del_trg
CREATE TRIGGER parcelas_conteos_del_trg AFTER DELETE ON public.parcelas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_conteos_parcelas();

-- parcelas.parcelas_conteos_ins_trg
CREATE TRIGGER parcelas_conteos_ins_trg AFTER INSERT ON public.parcelas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_conteos_parcelas();

-- parcelas.parcelas_conteos_upd_trg
CREATE TRIGGER parcelas_conteos_upd_trg AFTER UPDATE ON public.parcelas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_conteos_parcelas();

-- parcelas.parcelas_totales_del_trg
CREATE TRIGGER parcelas_totales_del_trg AFTER DELETE ON public.parcelas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_totales();

-- parcelas.parcelas_totales_ins_trg
CREATE TRIGGER parcelas_totales_ins_trg AFTER INSERT ON public.parcelas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_totales();

-- parcelas.parcelas_totales_upd_trg
CREATE TRIGGER parcelas_totales_upd_trg AFTER UPDATE ON public.parcelas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_totales();

-- parcelas.textos_busqueda_alta_trg
CREATE TRIGGER textos_busqueda_alta_trg AFTER INSERT ON public.parcelas FOR EACH ROW EXECUTE FUNCTION textos_busqueda_parcelas_trg();

-- parcelas.textos_busqueda_baja_trg
CREATE TRIGGER textos_busqueda_baja_trg AFTER DELETE ON public.parcelas FOR EACH ROW EXECUTE FUNCTION textos_busqueda_quitar_trg();

-- parcelas.textos_busqueda_cambio_trg
CREATE TRIGGER textos_busqueda_cambio_trg AFTER UPDATE ON public.parcelas FOR EACH ROW WHEN (((old.nombre IS DISTINCT FROM new.nombre) OR (old.id_cooperativa IS DISTINCT FROM new.id_cooperativa))) EXECUTE FUNCTION textos_busqueda_parcelas_trg();

-- parcelas_formularios.parcelas_formularios_totales_del_trg
CREATE TRIGGER parcelas_formularios_totales_del_trg AFTER DELETE ON public.parcelas_formularios REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();

-- parcelas_formularios.parcelas_formularios_totales_ins_trg
CREATE TRIGGER parcelas_formularios_totales_ins_trg AFTER INSERT ON public.parcelas_formularios REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();

-- parcelas_formularios.parcelas_formularios_totales_upd_trg
CREATE TRIGGER parcelas_formularios_totales_upd_trg AFTER UPDATE ON public.parcelas_formularios REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();

-- parcelas_formularios_plantas.parcelas_formularios_plantas_totales_del_trg
CREATE TRIGGER parcelas_formularios_plantas_totales_del_trg AFTER DELETE ON public.parcelas_formularios_plantas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();

-- parcelas_formularios_plantas.parcelas_formularios_plantas_totales_ins_trg
CREATE TRIGGER parcelas_formularios_plantas_totales_ins_trg AFTER INSERT ON public.parcelas_formularios_plantas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();

-- parcelas_formularios_plantas.parcelas_formularios_plantas_totales_upd_trg
CREATE TRIGGER parcelas_formularios_plantas_totales_upd_trg AFTER UPDATE ON public.parcelas_formularios_plantas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();

-- productores.productores_anticipos_busqueda_trg
CREATE TRIGGER productores_anticipos_busqueda_trg AFTER UPDATE OF nombres, apellido_paterno, apellido_materno, clave_tx, codigo_tx ON public.productores FOR EACH ROW WHEN ((((old.nombre_completo IS DISTINCT FROM new.nombre_completo) OR (old.clave_tx IS DISTINCT FROM new.clave_tx)) OR (old.codigo_tx IS DISTINCT FROM new.codigo_tx))) EXECUTE FUNCTION productores_anticipos_busqueda_trg();

-- productores.textos_busqueda_alta_trg
CREATE TRIGGER textos_busqueda_alta_trg AFTER INSERT ON public.productores FOR EACH ROW EXECUTE FUNCTION textos_busqueda_columna_trg();

-- productores.textos_busqueda_baja_trg
CREATE TRIGGER textos_busqueda_baja_trg AFTER DELETE ON public.productores FOR EACH ROW EXECUTE FUNCTION textos_busqueda_quitar_trg();

-- productores.textos_busqueda_cambio_trg
CREATE TRIGGER textos_busqueda_cambio_trg AFTER UPDATE ON public.productores FOR EACH ROW WHEN (((old.busqueda IS DISTINCT FROM new.busqueda) OR (old.id_cooperativa IS DISTINCT FROM new.id_cooperativa))) EXECUTE FUNCTION textos_busqueda_columna_trg();

