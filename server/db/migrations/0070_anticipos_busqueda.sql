-- Issue 25 'Benchmark': the advances list's text search (`q`: producer name, key or code, or folio). Looking each
-- field up by its own trigram index and joining producers, accounts and advances (0057) still took ~40 ms on
-- PostgreSQL and ~130 ms on PGlite at 50,000 advances. Each advance now keeps the text `q` looks in, as the list
-- joined it (name, folio, key, code; lower-case, without accents: anticipos_busqueda_texto), with one
-- trigram index, as the quality list does (0058): the search is one index scan of the cooperative's advances.
-- Kept by triggers: an advance written with another account or folio, and a producer whose name, key or code
-- changes (its accounts' advances, a handful).
ALTER TABLE anticipos ADD COLUMN busqueda text NOT NULL DEFAULT '';

CREATE FUNCTION anticipos_busqueda_texto(p_coop integer, p_cuenta integer, p_folio text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT f_unaccent(lower(p.nombre_completo || ' ' || p_folio || ' ' || coalesce(p.clave_tx, '') || ' ' || coalesce(p.codigo_tx, '')))
    FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
   WHERE c.id_cooperativa = p_coop AND c.id = p_cuenta
$$;

CREATE FUNCTION anticipos_busqueda_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busqueda := coalesce(anticipos_busqueda_texto(NEW.id_cooperativa, NEW.id_cuenta, NEW.folio), '');
  RETURN NEW;
END $$;
CREATE TRIGGER anticipos_busqueda_trg BEFORE INSERT OR UPDATE OF id_cuenta, folio ON anticipos
  FOR EACH ROW EXECUTE FUNCTION anticipos_busqueda_trg();

CREATE FUNCTION productores_anticipos_busqueda_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE anticipos an SET busqueda = coalesce(anticipos_busqueda_texto(an.id_cooperativa, an.id_cuenta, an.folio), '')
   WHERE an.id_cooperativa = NEW.id_cooperativa
     AND an.id_cuenta IN (SELECT c.id FROM cuentas c WHERE c.id_cooperativa = NEW.id_cooperativa AND c.id_productor = NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER productores_anticipos_busqueda_trg AFTER UPDATE OF nombres, apellido_paterno, apellido_materno, clave_tx, codigo_tx ON productores
  FOR EACH ROW WHEN ((OLD.nombre_completo, OLD.clave_tx, OLD.codigo_tx) IS DISTINCT FROM (NEW.nombre_completo, NEW.clave_tx, NEW.codigo_tx))
  EXECUTE FUNCTION productores_anticipos_busqueda_trg();

UPDATE anticipos an SET busqueda = coalesce(anticipos_busqueda_texto(an.id_cooperativa, an.id_cuenta, an.folio), '');
CREATE INDEX anticipos_busqueda_trgm_idx ON anticipos USING gin (id_cooperativa, busqueda gin_trgm_ops);
