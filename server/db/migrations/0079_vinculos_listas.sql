-- Issue 27 'Benchmark': the linking wizards' lists within p95 ≤ 20 ms (PostgreSQL) / ≤ 50 ms (PGlite) at 20,000
-- producers and 50,000 field forms. Each list now answers its first 100 rows and how many there are (the screens say
-- 'Mostrando 100 de N' and invite a search), so each needs its rows and its count from an index.

-- showNew ('Solo nuevos ingresos de este ciclo'): the account is its producer's first, no account of the same producer
-- in an earlier cycle. As a NOT EXISTS per account it cost 17–22 ms just to count 20,000 accounts, and walking the
-- names to find a few new ones among thousands of returning producers grows with the cooperative; kept as a column,
-- the count and the rows read one partial index.
ALTER TABLE cuentas ADD COLUMN nuevo_ingreso boolean NOT NULL DEFAULT true;

CREATE FUNCTION cuentas_nuevo_ingreso_fila() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.nuevo_ingreso := NOT EXISTS (SELECT 1 FROM cuentas a
    WHERE a.id_cooperativa = NEW.id_cooperativa AND a.id_productor = NEW.id_productor AND a.id_ciclo < NEW.id_ciclo);
  RETURN NEW;
END $$;
CREATE TRIGGER cuentas_nuevo_ingreso_fila_trg BEFORE INSERT OR UPDATE OF id_productor, id_ciclo ON cuentas
  FOR EACH ROW EXECUTE FUNCTION cuentas_nuevo_ingreso_fila();

-- An account written in an earlier cycle than one its producer already has makes that later one no longer new.
CREATE FUNCTION cuentas_nuevo_ingreso_alta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cuentas c SET nuevo_ingreso = false
    FROM nuevas n
   WHERE c.id_cooperativa = n.id_cooperativa AND c.id_productor = n.id_productor AND c.id_ciclo > n.id_ciclo AND c.nuevo_ingreso;
  RETURN NULL;
END $$;
CREATE TRIGGER cuentas_nuevo_ingreso_alta_trg AFTER INSERT ON cuentas REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION cuentas_nuevo_ingreso_alta();

-- A deleted account, or one moved to another producer or cycle: its producers' other accounts are read again.
CREATE FUNCTION cuentas_nuevo_ingreso_recalcular(p_coop integer, p_productor integer) RETURNS void LANGUAGE sql AS $$
  UPDATE cuentas c SET nuevo_ingreso = x.nuevo
    FROM (SELECT a.id, NOT EXISTS (SELECT 1 FROM cuentas b
            WHERE b.id_cooperativa = a.id_cooperativa AND b.id_productor = a.id_productor AND b.id_ciclo < a.id_ciclo) AS nuevo
            FROM cuentas a WHERE a.id_cooperativa = p_coop AND a.id_productor = p_productor) x
   WHERE c.id_cooperativa = p_coop AND c.id = x.id AND c.nuevo_ingreso IS DISTINCT FROM x.nuevo
$$;
CREATE FUNCTION cuentas_nuevo_ingreso_baja() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cuentas_nuevo_ingreso_recalcular(v.id_cooperativa, v.id_productor)
     FROM (SELECT DISTINCT id_cooperativa, id_productor FROM viejas) v;
  RETURN NULL;
END $$;
CREATE TRIGGER cuentas_nuevo_ingreso_baja_trg AFTER DELETE ON cuentas REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION cuentas_nuevo_ingreso_baja();
-- (Row level: a trigger with a column list takes no transition tables; moving an account is rare.)
CREATE FUNCTION cuentas_nuevo_ingreso_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cuentas_nuevo_ingreso_recalcular(OLD.id_cooperativa, OLD.id_productor);
  IF NEW.id_productor IS DISTINCT FROM OLD.id_productor THEN
    PERFORM cuentas_nuevo_ingreso_recalcular(NEW.id_cooperativa, NEW.id_productor);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER cuentas_nuevo_ingreso_cambio_trg AFTER UPDATE OF id_productor, id_ciclo ON cuentas FOR EACH ROW
  WHEN (OLD.id_productor IS DISTINCT FROM NEW.id_productor OR OLD.id_ciclo IS DISTINCT FROM NEW.id_ciclo)
  EXECUTE FUNCTION cuentas_nuevo_ingreso_cambio();

UPDATE cuentas c SET nuevo_ingreso = false
 WHERE EXISTS (SELECT 1 FROM cuentas a WHERE a.id_cooperativa = c.id_cooperativa AND a.id_productor = c.id_productor AND a.id_ciclo < c.id_ciclo);

CREATE INDEX cuentas_nuevo_ingreso_idx ON cuentas (id_cooperativa, id_ciclo, id_productor) WHERE fecha_baja IS NULL AND nuevo_ingreso;

-- The producers' search (`q`: name or key) of both wizards. productores_texto_trgm_idx (0004) finds the candidates,
-- but each is then read again through f_unaccent (~5 µs a call): 'josé' (3,327 of 20,000) cost 19 ms for the first
-- rows walking the names and 28 ms to count them. The text is kept on the row (generated, the same expression) and
-- searched through its own trigram index: a recheck is a plain LIKE.
ALTER TABLE productores ADD COLUMN busqueda text
  GENERATED ALWAYS AS (public.f_unaccent(lower(nombres || ' ' || apellido_paterno || ' ' || apellido_materno || ' ' || coalesce(clave_tx, '')))) STORED;
CREATE INDEX productores_busqueda_trgm_idx ON productores USING gin (id_cooperativa, busqueda gin_trgm_ops);

-- The plot wizard's first step: the producers with forms linked to them and still without a plot (their rows and
-- their count read only those forms, not every linked one).
CREATE INDEX formularios_campo_sin_parcela_idx ON formularios_campo (id_cooperativa, id_cuenta)
  WHERE id_cuenta IS NOT NULL AND id_parcela IS NULL;

-- Step 1's search (`q`): what the form says of its producer and plot, the partner key and the inspector, without
-- accents or case, as the producers' search (0004). Only the forms still without a producer are indexed.
CREATE FUNCTION formularios_campo_texto(p_parcela text, p_socio text, p_inspector text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.f_unaccent(lower(coalesce(p_parcela, '') || ' ' || coalesce(p_socio, '') || ' ' || coalesce(p_inspector, '')))
$$;
CREATE INDEX formularios_campo_sin_cuenta_trgm_idx ON formularios_campo
  USING gin (id_cooperativa, formularios_campo_texto(parcela_nombre_otro, id_socio_otro, nombre_inspector) gin_trgm_ops)
  WHERE id_cuenta IS NULL;
