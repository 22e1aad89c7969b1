-- Issue 22 item 15: parcelas.poligono_area is now the geodesic area on WGS84 (domain/poligono/area-geodesica.ts); the
-- stored values were measured on turf's sphere (0.27-0.36 % high). SQL cannot run the formula: this marks the job, and
-- the first start after it measures every polygon again and clears the mark (server/modules/parcelas/croquis/recalcular-areas.ts).
INSERT INTO ajustes (clave, valor) VALUES ('recalcular_areas_poligono', 'pendiente') ON CONFLICT (clave) DO NOTHING;
