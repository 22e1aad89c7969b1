-- The producer a change concerns (issue 13 'An audit trail people can read'): certifiers ask who changed what about
-- one producer, across their accounts, plots, registry cells and committee decisions. The audit row names the
-- entity it changed (entidad, id_entidad); this column names the producer behind it, so the producer's
-- 'Historial de cambios' is one index range, newest first, instead of a join per kind of entity.
ALTER TABLE auditoria ADD COLUMN id_productor integer;
CREATE INDEX auditoria_productor_idx ON auditoria (id_cooperativa, id_productor, created_at DESC, id DESC)
  WHERE id_productor IS NOT NULL;
