-- The plot sketch (spec 001 §2.4, §2.8, §3, §4): its history, the neighbours captured per side, the altitude of
-- each point and the sketch image captured in the field. Alerts and counts live in 0008 (parcelas_alertas).

-- Altitudes from 'Calcular altitudes' (metres, one per vertex in drawing order, as domain/poligono/vertices.ts
-- numbers them) and of the central point. Cleared whenever the polygon changes: they describe that polygon only.
-- croquis_captura: the sketch drawn on paper in the field, photographed (archivos); 'Ver dibujo' shows it.
ALTER TABLE parcelas
  ADD COLUMN elevaciones jsonb,
  ADD COLUMN elevacion_centro integer,
  ADD COLUMN croquis_captura uuid,
  ADD CONSTRAINT parcelas_elevaciones_ck CHECK (elevaciones IS NULL OR jsonb_typeof(elevaciones) = 'array'),
  ADD CONSTRAINT parcelas_croquis_captura_fk FOREIGN KEY (id_cooperativa, croquis_captura) REFERENCES archivos (id_cooperativa, uuid);

-- Every save or import pushes the sketch it replaces here, so 'Eliminar actual y usar el anterior si existe'
-- (DELETE eliminarultimocroquis) can pop the latest one back. 'Eliminar croquis' pushes the removed one too:
-- nothing drawn is lost (docs/DECISIONES.md).
CREATE TABLE parcelas_croquis_historial (
  id_cooperativa integer NOT NULL,
  id serial NOT NULL,
  id_parcela integer NOT NULL,
  poligono jsonb NOT NULL,
  centroide_lat double precision,
  centroide_lng double precision,
  elevaciones jsonb,
  elevacion_centro integer,
  -- How the replaced sketch had arrived: 'editor', 'kml', 'campo' (seed or field capture).
  origen text NOT NULL,
  id_user integer CONSTRAINT parcelas_croquis_historial_user_fk REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT parcelas_croquis_historial_pk PRIMARY KEY (id_cooperativa, id),
  CONSTRAINT parcelas_croquis_historial_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id),
  CONSTRAINT parcelas_croquis_historial_poligono_ck CHECK (poligono ->> 'type' = 'Polygon'),
  CONSTRAINT parcelas_croquis_historial_origen_ck CHECK (origen IN ('editor', 'kml', 'campo'))
);
CREATE INDEX parcelas_croquis_historial_parcela_idx ON parcelas_croquis_historial (id_cooperativa, id_parcela, id);

-- Where the current sketch came from (same values), so the history row written on the next save says it.
ALTER TABLE parcelas
  ADD COLUMN croquis_origen text,
  ADD CONSTRAINT parcelas_croquis_origen_ck CHECK (croquis_origen IS NULL OR croquis_origen IN ('editor', 'kml', 'campo'));

-- Neighbours per side (001 §3 'Neighbour per side'), as captured in the field visit; one row per side.
CREATE TABLE parcelas_colindancias (
  id_cooperativa integer NOT NULL,
  id_parcela integer NOT NULL,
  lado text NOT NULL,
  colindante text,
  colindante_otro text,
  propietario text,
  herbicidas_nombre text,
  fertilizantequim_nombre text,
  plaguicida_nombre text,
  amortiguamiento text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT parcelas_colindancias_pk PRIMARY KEY (id_cooperativa, id_parcela, lado),
  CONSTRAINT parcelas_colindancias_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id),
  CONSTRAINT parcelas_colindancias_lado_ck CHECK (lado IN ('norte', 'sur', 'este', 'oeste'))
);

-- Changing a sketch is its own permission (001 §6 names only PARCELAS, the list): on an existing installation
-- the roles that may already add plots or manage the registry receive it. A new installation's seed grants it.
INSERT INTO roles_permisos (id_rol, permiso)
  SELECT DISTINCT id_rol, 'PARCELAS_CROQUIS' FROM roles_permisos WHERE id_rol IN (1, 2, 3) AND permiso = 'PARCELAS'
  ON CONFLICT ON CONSTRAINT roles_permisos_pk DO NOTHING;

-- A sketch save updates its plot (polygon, alerts, counts) and its neighbours' alerts: none of that changes an
-- account's totals. The statement trigger of 0004 now recomputes only the accounts whose plots changed what the
-- totals read (superficie, plantas, fecha_baja, id_cuenta); every other update costs it nothing. Same results.
CREATE OR REPLACE FUNCTION parcelas_totales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cuentas_recalcular(array_agg(id_cooperativa), array_agg(id_cuenta)) FROM nuevas;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cuentas_recalcular(array_agg(t.id_cooperativa), array_agg(t.id_cuenta))
       FROM (SELECT n.id_cooperativa, n.id_cuenta AS nueva, v.id_cuenta AS vieja
               FROM nuevas n JOIN viejas v ON v.id_cooperativa = n.id_cooperativa AND v.id = n.id
              WHERE (n.superficie, n.plantas, n.fecha_baja, n.id_cuenta) IS DISTINCT FROM (v.superficie, v.plantas, v.fecha_baja, v.id_cuenta)) c
       CROSS JOIN LATERAL (VALUES (c.id_cooperativa, c.nueva), (c.id_cooperativa, c.vieja)) AS t (id_cooperativa, id_cuenta);
  ELSE
    PERFORM cuentas_recalcular(array_agg(id_cooperativa), array_agg(id_cuenta)) FROM viejas;
  END IF;
  RETURN NULL;
END $$;
