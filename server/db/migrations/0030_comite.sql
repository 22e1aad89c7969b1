-- The evaluation committee (spec 000 §2.10, issue 13). The tables exist since 0004; this adds what the calls need.

-- The edit form (/admin/comites-editar) sends back the version it loaded: a stale save is a 409 (server/db/version.ts).
ALTER TABLE comite_evaluaciones ADD COLUMN version integer NOT NULL DEFAULT 1 CONSTRAINT comite_evaluaciones_version_ck CHECK (version >= 1);

-- Only conditions (tipo 2) are followed up (R046); tipo 1 is kept for other notes. Compliance needs its answer before a date.
ALTER TABLE comite_evaluaciones_detalles ADD CONSTRAINT comite_evaluaciones_detalles_tipo_ck CHECK (tipo IN (1, 2));
ALTER TABLE comite_evaluaciones_detalles ADD CONSTRAINT comite_evaluaciones_detalles_verif_ck CHECK (verif_fecha IS NULL OR verif_cumplido IS NOT NULL);

-- The latest evaluation of an account (GET comite_evaluaciones_cuenta) and of a cycle, newest first.
CREATE INDEX comite_evaluaciones_ultima_idx ON comite_evaluaciones (id_cooperativa, id_cuenta, created_at DESC, id DESC);

-- Deciding is its own permission (docs/DECISIONES.md 'committee permission'): the committee role (4), the manager (2)
-- and the platform administrator (1) on an existing installation; a new installation's seed grants it the same way.
INSERT INTO roles_permisos (id_rol, permiso)
  SELECT id, 'COMITE' FROM roles WHERE id IN (1, 2, 4)
  ON CONFLICT ON CONSTRAINT roles_permisos_pk DO NOTHING;
