-- Issue 23: the lot's EUDR due-diligence package. Each package made is kept as evidence (EUDR art. 12: at least five
-- years): its file name, SHA-256 and size, what it carried (producers, plots, the warnings the person accepted),
-- who made it and when; and the plots it carried, so a producer's profile can list the statements its plots were
-- part of (the importer's reference, migration 0046, points at a package by (id_cooperativa, id)).
CREATE TABLE lotes_paquetes_eudr (
  id_cooperativa integer NOT NULL,
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_lote integer NOT NULL,
  nombre_archivo text NOT NULL,
  sha256 text NOT NULL,
  bytes bigint NOT NULL,
  productores integer NOT NULL,
  parcelas integer NOT NULL,
  -- The warnings accepted when it was made (domain/contrato/eudr-paquete.ts AvisoPaquete), an empty array when none.
  avisos jsonb NOT NULL DEFAULT '[]'::jsonb,
  id_user integer NOT NULL CONSTRAINT lotes_paquetes_eudr_user_fk REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lotes_paquetes_eudr_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT lotes_paquetes_eudr_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT lotes_paquetes_eudr_lote_fk FOREIGN KEY (id_cooperativa, id_lote) REFERENCES lotes (id_cooperativa, id),
  CONSTRAINT lotes_paquetes_eudr_sha256_ck CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  CONSTRAINT lotes_paquetes_eudr_bytes_ck CHECK (bytes > 0),
  CONSTRAINT lotes_paquetes_eudr_cuentas_ck CHECK (productores >= 0 AND parcelas >= 0),
  CONSTRAINT lotes_paquetes_eudr_avisos_ck CHECK (jsonb_typeof(avisos) = 'array')
);
-- The lot's packages, newest first (GET admin/acopios/lotes/paquete_eudr/{uuid}).
CREATE INDEX lotes_paquetes_eudr_lote_idx ON lotes_paquetes_eudr (id_cooperativa, id_lote, created_at DESC);

CREATE TABLE lotes_paquetes_eudr_parcelas (
  id_cooperativa integer NOT NULL,
  id_paquete integer NOT NULL,
  id_parcela integer NOT NULL,
  CONSTRAINT lotes_paquetes_eudr_parcelas_pk PRIMARY KEY (id_cooperativa, id_paquete, id_parcela),
  CONSTRAINT lotes_paquetes_eudr_parcelas_paquete_fk FOREIGN KEY (id_cooperativa, id_paquete) REFERENCES lotes_paquetes_eudr (id_cooperativa, id),
  CONSTRAINT lotes_paquetes_eudr_parcelas_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id)
);
-- The packages a plot went in (the producer profile's statements).
CREATE INDEX lotes_paquetes_eudr_parcelas_parcela_idx ON lotes_paquetes_eudr_parcelas (id_cooperativa, id_parcela);

-- Evidence is appended, never changed: UPDATE and DELETE are refused (as the audit trail's, 0001/0003), TRUNCATE too.
CREATE FUNCTION paquetes_eudr_inmutables() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Los paquetes EUDR son evidencia: no se modifican ni se borran';
END $$;
CREATE TRIGGER lotes_paquetes_eudr_inmutable_trg BEFORE UPDATE OR DELETE ON lotes_paquetes_eudr
  FOR EACH ROW EXECUTE FUNCTION paquetes_eudr_inmutables();
CREATE TRIGGER lotes_paquetes_eudr_sin_truncate_trg BEFORE TRUNCATE ON lotes_paquetes_eudr
  FOR EACH STATEMENT EXECUTE FUNCTION paquetes_eudr_inmutables();
CREATE TRIGGER lotes_paquetes_eudr_parcelas_inmutable_trg BEFORE UPDATE OR DELETE ON lotes_paquetes_eudr_parcelas
  FOR EACH ROW EXECUTE FUNCTION paquetes_eudr_inmutables();
CREATE TRIGGER lotes_paquetes_eudr_parcelas_sin_truncate_trg BEFORE TRUNCATE ON lotes_paquetes_eudr_parcelas
  FOR EACH STATEMENT EXECUTE FUNCTION paquetes_eudr_inmutables();

-- Making the package (and recording the importer's reference) is its own permission: the administrator (1) and the
-- manager (2) on an existing installation; a new installation's seed grants it the same way (server/demo/seed.ts).
INSERT INTO roles_permisos (id_rol, permiso)
  SELECT id, 'EUDR_PAQUETE' FROM roles WHERE id IN (1, 2)
  ON CONFLICT ON CONSTRAINT roles_permisos_pk DO NOTHING;
