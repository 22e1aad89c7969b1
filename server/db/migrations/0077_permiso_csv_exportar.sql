-- Issue 27: the statistics panel's data CSVs (spec 001 §2.14, permission CSV_EXPORTAR). The administrator (1) and the
-- manager (2) of an existing installation get it, as a new installation's seed gives it to them.
INSERT INTO roles_permisos (id_rol, permiso)
  SELECT r.id, 'CSV_EXPORTAR' FROM roles r WHERE r.id IN (1, 2)
  ON CONFLICT ON CONSTRAINT roles_permisos_pk DO NOTHING;
