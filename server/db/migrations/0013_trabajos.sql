-- Background jobs (WHISP analyses, receipt batches) in the database, so they survive restarts and several API
-- processes share them (DESIGN §3, §8). pg-boss and graphile-worker need a pg connection pool and do not run on
-- PGlite; a table taken with FOR UPDATE SKIP LOCKED runs on both (docs/DECISIONES.md). A platform table: the
-- workers take jobs across cooperatives, oldest first, so its index leads with the state, not the cooperative.
CREATE TABLE trabajos (
  id bigserial CONSTRAINT trabajos_pk PRIMARY KEY,
  id_cooperativa integer CONSTRAINT trabajos_cooperativa_fk REFERENCES cooperativas (id),
  tipo text NOT NULL,
  -- Jobs with the same (tipo, clave) are not queued twice while one is waiting or running.
  clave text,
  datos jsonb NOT NULL DEFAULT '{}'::jsonb,
  estado text NOT NULL DEFAULT 'pendiente' CONSTRAINT trabajos_estado_ck CHECK (estado IN ('pendiente', 'en_proceso', 'hecho', 'muerto')),
  intentos integer NOT NULL DEFAULT 0,
  max_intentos integer NOT NULL DEFAULT 5,
  disponible_en timestamptz NOT NULL DEFAULT now(),
  -- While running, the job is leased: a worker that dies lets it go when the lease ends (restart mid-job).
  tomado_por text,
  vence_en timestamptz,
  ultimo_error text,
  creado_en timestamptz NOT NULL DEFAULT now(),
  terminado_en timestamptz
);
CREATE INDEX trabajos_por_tomar_idx ON trabajos (estado, disponible_en, id) WHERE estado IN ('pendiente', 'en_proceso');
CREATE UNIQUE INDEX trabajos_clave_uq ON trabajos (tipo, clave) WHERE clave IS NOT NULL AND estado IN ('pendiente', 'en_proceso');
CREATE INDEX trabajos_muertos_idx ON trabajos (id_cooperativa, tipo, creado_en) WHERE estado = 'muerto';
