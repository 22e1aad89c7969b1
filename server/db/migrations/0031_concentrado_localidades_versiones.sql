-- Issue 13, slice 'concentrado': the localities catalogue's list, the versions list and the concentrated register.

-- ── Localities (spec 001 §3 'Locality': clave_concatenada, created_at, updated_at) ──────────────────────────
-- INEGI's concatenated key (state 2 digits, municipality 3, locality 4). A shared reference catalogue: no cooperative.
ALTER TABLE localidades
  ADD COLUMN clave_concatenada text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- Localities whose ids follow INEGI's numbering (municipality × 10 000 + locality, state × 1 000 + municipality,
-- as the installed geography does) get their key; any other stays null until it is known.
UPDATE localidades l
   SET clave_concatenada = lpad(l.id::text, 9, '0')
  FROM municipios m
 WHERE m.id = l.id_municipio AND l.clave_concatenada IS NULL
   AND l.id / 10000 = m.id AND m.id / 1000 = m.id_estado AND l.id < 1000000000;
CREATE INDEX localidades_clave_idx ON localidades (clave_concatenada, id);
-- The list's default order, by name without accents or capitals (a catalogue can hold INEGI's ~300 000 localities).
CREATE INDEX localidades_nombre_orden_idx ON localidades (f_unaccent(lower(nombre)), id);

-- ── Versions (spec 001 §2.15, §3 'Version': name, date), newest first ───────────────────────────────────────
CREATE TABLE versiones (
  id serial CONSTRAINT versiones_pk PRIMARY KEY,
  nombre text NOT NULL CONSTRAINT versiones_nombre_uq UNIQUE,
  fecha date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT versiones_nombre_ck CHECK (length(nombre) BETWEEN 1 AND 50)
);

-- ── Concentrated register (spec 001 §2.11) ───────────────────────────────────────────────────────────────
-- Its Bajas group reads the cycle's removed accounts, which no index of cuentas covers (they all exclude bajas).
CREATE INDEX cuentas_baja_ciclo_idx ON cuentas (id_cooperativa, id_ciclo) WHERE fecha_baja IS NOT NULL;
