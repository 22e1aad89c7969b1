-- Issue 23: the EU importer's due-diligence statement (DDS) reference for a lot, kept with the package it covered.
-- Append-only: the regulation asks the records be kept (at least 5 years) as they were, so a wrong record is not
-- edited but corrected by a new one that names it (id_reemplaza) and says why; both stay. A record is superseded
-- at most once (the unique key), so the lot's current references are the records nobody replaced.
CREATE TABLE lotes_declaraciones_eudr (
  id_cooperativa integer NOT NULL CONSTRAINT lotes_declaraciones_eudr_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_lote integer NOT NULL,
  id_paquete integer NOT NULL,
  comprador text NOT NULL,
  referencia text NOT NULL,
  verificacion text NOT NULL,
  fecha date NOT NULL,
  id_reemplaza integer,
  motivo_correccion text,
  id_user integer NOT NULL CONSTRAINT lotes_declaraciones_eudr_user_fk REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lotes_declaraciones_eudr_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT lotes_declaraciones_eudr_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT lotes_declaraciones_eudr_reemplaza_uq UNIQUE (id_cooperativa, id_reemplaza),
  -- A lot with a recorded statement cannot be deleted (borrar-lote.ts answers the 422 before reaching this).
  CONSTRAINT lotes_declaraciones_eudr_lote_fk FOREIGN KEY (id_cooperativa, id_lote) REFERENCES lotes (id_cooperativa, id) ON DELETE RESTRICT,
  CONSTRAINT lotes_declaraciones_eudr_paquete_fk FOREIGN KEY (id_cooperativa, id_paquete)
    REFERENCES lotes_paquetes_eudr (id_cooperativa, id) ON DELETE RESTRICT,
  CONSTRAINT lotes_declaraciones_eudr_reemplaza_fk FOREIGN KEY (id_cooperativa, id_reemplaza)
    REFERENCES lotes_declaraciones_eudr (id_cooperativa, id) ON DELETE RESTRICT,
  -- A correction names the record and the reason; a first record has neither.
  CONSTRAINT lotes_declaraciones_eudr_correccion_ck CHECK (
    (id_reemplaza IS NULL AND motivo_correccion IS NULL) OR (id_reemplaza IS NOT NULL AND length(btrim(motivo_correccion)) > 0)
  ),
  CONSTRAINT lotes_declaraciones_eudr_no_se_reemplaza_ck CHECK (id_reemplaza IS DISTINCT FROM id),
  CONSTRAINT lotes_declaraciones_eudr_textos_ck CHECK (
    length(btrim(comprador)) > 0 AND length(btrim(referencia)) > 0 AND length(btrim(verificacion)) > 0
  )
);
-- The lot's records newest first (its panel and the lots table's current references).
CREATE INDEX lotes_declaraciones_eudr_lote_idx ON lotes_declaraciones_eudr (id_cooperativa, id_lote, created_at DESC);
-- The producer profile reaches the records through the packages that carried its plots.
CREATE INDEX lotes_declaraciones_eudr_paquete_idx ON lotes_declaraciones_eudr (id_cooperativa, id_paquete);

-- Nobody edits or deletes a record, as the audit trail (0001, 0003): only the owner could lift these triggers.
CREATE FUNCTION lotes_declaraciones_eudr_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las declaraciones EUDR no se modifican ni se borran; una corrección es un registro nuevo';
END $$;
CREATE TRIGGER lotes_declaraciones_eudr_inmutable_trg BEFORE UPDATE OR DELETE ON lotes_declaraciones_eudr
  FOR EACH ROW EXECUTE FUNCTION lotes_declaraciones_eudr_inmutable();
CREATE TRIGGER lotes_declaraciones_eudr_sin_truncate_trg BEFORE TRUNCATE ON lotes_declaraciones_eudr
  FOR EACH STATEMENT EXECUTE FUNCTION lotes_declaraciones_eudr_inmutable();
