-- Issue 22 item 14: anyone holding a printed receipt can check it on a public page, without signing in.

-- ── The receipt's public code ────────────────────────────────────────────────
-- 20 hex characters (80 bits) drawn at random for each delivery, printed on its receipt as a QR and a short URL
-- (/verificar/<id_cooperativa>-<codigo>). Random, not derived from the folio or ids, so it cannot be guessed from
-- another receipt; unique per cooperative, and looked up with the cooperative the URL names. A volatile DEFAULT
-- gives every existing delivery its own code when the column is added, and every new one its own on insert.
ALTER TABLE acopios ADD COLUMN codigo_publico text NOT NULL DEFAULT substr(md5(gen_random_uuid()::text), 1, 20);
ALTER TABLE acopios ADD CONSTRAINT acopios_codigo_publico_uq UNIQUE (id_cooperativa, codigo_publico);

-- Voided deliveries show as ANULADO on the public page. The voiding itself (issue 22 item 4) owns this column; it is
-- declared here as there, with IF NOT EXISTS, so this migration runs with or without it before.
ALTER TABLE acopios ADD COLUMN IF NOT EXISTS anulada boolean NOT NULL DEFAULT false;

-- ── Public lookups, limited per address ─────────────────────────────────────
-- As the sign-in counters (0018): one row per (route, address) whose `usos` count the lookups in the window that
-- `desde` starts; a lookup takes its slot with one conditional upsert, so simultaneous lookups cannot all read
-- 'under the limit', and the state survives restarts and is shared by every process. Platform table (no
-- cooperative: nobody has signed in).
CREATE TABLE consultas_publicas (
  ruta text NOT NULL,
  ip text NOT NULL,
  usos integer NOT NULL,
  desde timestamptz NOT NULL,
  CONSTRAINT consultas_publicas_pk PRIMARY KEY (ruta, ip)
);
CREATE INDEX consultas_publicas_desde_idx ON consultas_publicas (desde);
