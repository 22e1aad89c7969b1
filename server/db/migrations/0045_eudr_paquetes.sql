-- TEMPORARY stand-in for h1's migration 0045 (issue 23): the lot's EUDR packages and the plots each carried, with the
-- columns agreed for the branches, no triggers. The lead replaces this file with h1's on merge.
CREATE TABLE lotes_paquetes_eudr (
  id_cooperativa integer NOT NULL CONSTRAINT lotes_paquetes_eudr_coop_fk REFERENCES cooperativas (id),
  id serial NOT NULL,
  uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  id_lote integer NOT NULL,
  nombre_archivo text NOT NULL,
  sha256 text NOT NULL,
  bytes bigint NOT NULL,
  productores integer NOT NULL,
  parcelas integer NOT NULL,
  avisos jsonb NOT NULL DEFAULT '[]',
  id_user integer NOT NULL CONSTRAINT lotes_paquetes_eudr_user_fk REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lotes_paquetes_eudr_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT lotes_paquetes_eudr_uuid_uq UNIQUE (id_cooperativa, uuid),
  CONSTRAINT lotes_paquetes_eudr_lote_fk FOREIGN KEY (id_cooperativa, id_lote) REFERENCES lotes (id_cooperativa, id)
);

CREATE TABLE lotes_paquetes_eudr_parcelas (
  id_cooperativa integer NOT NULL,
  id_paquete integer NOT NULL,
  id_parcela integer NOT NULL,
  CONSTRAINT lotes_paquetes_eudr_parcelas_pk PRIMARY KEY (id_cooperativa, id_paquete, id_parcela),
  CONSTRAINT lotes_paquetes_eudr_parcelas_paquete_fk FOREIGN KEY (id_cooperativa, id_paquete) REFERENCES lotes_paquetes_eudr (id_cooperativa, id),
  CONSTRAINT lotes_paquetes_eudr_parcelas_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id)
);
CREATE INDEX lotes_paquetes_eudr_parcelas_parcela_idx ON lotes_paquetes_eudr_parcelas (id_cooperativa, id_parcela);
