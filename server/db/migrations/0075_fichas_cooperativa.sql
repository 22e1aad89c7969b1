-- Issue 27 (part 2): a cooperative form's own XLSForm and its chosen categories (spec 002 §2.17, §7 'Master forms').
--
-- 'Cargar formulario' keeps the uploaded xls/xlsx (kobo_fichas.archivo) and, read safely, its rows here, so the
-- screen counts its questions and the next pull knows the form without asking KoboToolbox. Tenant data: the
-- cooperative leads the key and the form is referenced with it.
CREATE TABLE kobo_fichas_preguntas (
  id_cooperativa integer NOT NULL,
  id_kobo_ficha integer NOT NULL,
  hoja text NOT NULL CONSTRAINT kobo_fichas_preguntas_hoja_ck CHECK (hoja IN ('survey', 'choices', 'settings')),
  orden integer NOT NULL,
  fila jsonb NOT NULL CONSTRAINT kobo_fichas_preguntas_fila_ck CHECK (jsonb_typeof(fila) = 'object'),
  CONSTRAINT kobo_fichas_preguntas_pk PRIMARY KEY (id_cooperativa, id_kobo_ficha, hoja, orden),
  CONSTRAINT kobo_fichas_preguntas_ficha_fk FOREIGN KEY (id_cooperativa, id_kobo_ficha)
    REFERENCES kobo_fichas (id_cooperativa, id) ON DELETE CASCADE
);

-- 'Actualizar datos' (preguntasSeleccionadas): the master's categories this cooperative's form uses; the mandatory
-- ones are always among them.
ALTER TABLE kobo_fichas ADD COLUMN categorias integer[] NOT NULL DEFAULT '{}';

-- Associating a form, editing its data, uploading its XLSForm and replacing its CSVs change what the phones of the
-- cooperative ask: their own permission, for the administrator (1) and the manager (2); FICHAS_ODK_VER only reads.
INSERT INTO roles_permisos (id_rol, permiso)
  SELECT r.id, 'FICHAS_ODK_EDITAR' FROM roles r WHERE r.id IN (1, 2)
  ON CONFLICT ON CONSTRAINT roles_permisos_pk DO NOTHING;
