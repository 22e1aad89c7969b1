-- Issue 26 (bench: 100,000 analyses): the list's total without counting the table. The analyses per cooperative, cycle
-- and sample type, kept by a trigger in the same statement as every insert, delete or change of cycle or type, so
-- the list's count (no filter, the cycle, the type) is a sum over at most a few rows per cycle; any other filter
-- (text, lot, producer) counts its own rows, which its indexes narrow.
CREATE TABLE calidad_analisis_conteo (
  id_cooperativa integer NOT NULL CONSTRAINT calidad_analisis_conteo_coop_fk REFERENCES cooperativas (id),
  id_ciclo integer NOT NULL,
  tipo_analisis smallint NOT NULL,
  n integer NOT NULL,
  CONSTRAINT calidad_analisis_conteo_pk PRIMARY KEY (id_cooperativa, id_ciclo, tipo_analisis),
  CONSTRAINT calidad_analisis_conteo_ciclo_fk FOREIGN KEY (id_cooperativa, id_ciclo) REFERENCES ciclos (id_cooperativa, id),
  CONSTRAINT calidad_analisis_conteo_n_ck CHECK (n >= 0)
);

CREATE FUNCTION calidad_analisis_contar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE calidad_analisis_conteo SET n = n - 1
     WHERE id_cooperativa = OLD.id_cooperativa AND id_ciclo = OLD.id_ciclo AND tipo_analisis = OLD.tipo_analisis;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO calidad_analisis_conteo (id_cooperativa, id_ciclo, tipo_analisis, n) VALUES (NEW.id_cooperativa, NEW.id_ciclo, NEW.tipo_analisis, 1)
    ON CONFLICT ON CONSTRAINT calidad_analisis_conteo_pk DO UPDATE SET n = calidad_analisis_conteo.n + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER calidad_analisis_contar_ins AFTER INSERT OR DELETE ON calidad_analisis FOR EACH ROW EXECUTE FUNCTION calidad_analisis_contar();
CREATE TRIGGER calidad_analisis_contar_upd AFTER UPDATE OF id_ciclo, tipo_analisis ON calidad_analisis FOR EACH ROW
  WHEN (OLD.id_ciclo IS DISTINCT FROM NEW.id_ciclo OR OLD.tipo_analisis IS DISTINCT FROM NEW.tipo_analisis)
  EXECUTE FUNCTION calidad_analisis_contar();

INSERT INTO calidad_analisis_conteo (id_cooperativa, id_ciclo, tipo_analisis, n)
  SELECT id_cooperativa, id_ciclo, tipo_analisis, count(*) FROM calidad_analisis GROUP BY 1, 2, 3;
