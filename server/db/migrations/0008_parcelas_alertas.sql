-- Polygon quality of each plot (spec 001 §2.3 'ALERTAS POLÍGONO', §2.4 'Alertas automatizadas', §3 'Plot alert').
-- The alerts are computed by domain/poligono/revisar.ts on every saved or imported sketch and stored here,
-- replaced as a whole in the same transaction as the sketch. The plot keeps the two counts the list shows and
-- sorts on, and the calculated area, so the list never recomputes geometry.

ALTER TABLE parcelas
  ADD COLUMN poligono_area numeric(14, 4),
  ADD COLUMN alertas_poligono integer NOT NULL DEFAULT 0,
  ADD COLUMN alertas_error_poligono_count integer NOT NULL DEFAULT 0,
  ADD COLUMN alertas_revisadas_en timestamptz,
  ADD CONSTRAINT parcelas_alertas_conteo_ck CHECK (alertas_error_poligono_count BETWEEN 0 AND alertas_poligono),
  ADD CONSTRAINT parcelas_poligono_area_ck CHECK (poligono_area IS NULL OR poligono_area >= 0);

CREATE TABLE parcelas_alertas (
  id_cooperativa integer NOT NULL,
  id serial NOT NULL,
  id_parcela integer NOT NULL,
  -- domain/poligono/tipos.ts CodigoAlerta: lets a screen or a query pick an alert without parsing Spanish.
  codigo text NOT NULL,
  titulo text NOT NULL,
  descripcion text NOT NULL,
  recomendacion text NOT NULL,
  -- true: the EU information system would reject the polygon; false: a warning.
  error boolean NOT NULL,
  datos jsonb,
  orden integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT parcelas_alertas_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT parcelas_alertas_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id)
);
CREATE INDEX parcelas_alertas_parcela_idx ON parcelas_alertas (id_cooperativa, id_parcela, orden);
