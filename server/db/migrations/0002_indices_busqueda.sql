-- Sort orders the users list offers to role 1 (every cooperative): an index per order, ending in id
-- (the engine's tiebreak) and only over active users, so a page is read in order and stops early.
CREATE INDEX users_activos_nombres_idx ON users (nombres, id) WHERE activo;
CREATE INDEX users_activos_email_idx ON users (email, id) WHERE activo;
CREATE INDEX users_activos_creado_idx ON users (created_at, id) WHERE activo;
CREATE INDEX users_coop_email_idx ON users (id_cooperativa, email, id) WHERE activo;
