-- The audit trail cannot be emptied either: TRUNCATE skips row triggers, so it gets its own.
CREATE TRIGGER auditoria_sin_truncate_trg BEFORE TRUNCATE ON auditoria
  FOR EACH STATEMENT EXECUTE FUNCTION auditoria_inmutable();
