import { useEffect, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { CircleMarker, MapContainer, Marker, Polygon, Tooltip, useMap } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './mapaParcela.css';
import { ladosPoligono } from '@domain/poligono/lados';
import { centroidePoligono } from '@domain/poligono/medidas';
import { marcaMapaPerfil } from '@domain/poligono/perfil';
import { puntosPoligono } from '@domain/poligono/vertices';
import { zoomPorArea } from '@domain/poligono/zoom';
import type { Poligono } from '@domain/poligono/tipos';
import type { GeometriaArea } from '@domain/eudr/areas-naturales';
import { CapasBase } from '../../components/mapa/CapasBase';
import { areaCalculada } from './areaCalculada';
import type { TipoMapa } from '../../components/mapa/capas';

/** A text label on the map without a marker image (Leaflet's default icon files are not bundled). */
const etiqueta = (texto: string, clase: string) =>
  L.divIcon({
    className: 'cosecha-etiqueta-mapa',
    html: `<span class="${clase}">${texto.replace(/[<>&"]/g, '')}</span>`,
    iconSize: undefined,
  });

/**
 * Re-centres when the plot or its area changes (after an import or a removal the same map shows another sketch).
 * The zoom by area (R060) is the closest view; a long, narrow plot in a short map (the print page's 300 px, a phone)
 * zooms out until the whole polygon is inside (issue 10 item 18: 'El Pico' was cut on the print page).
 */
function Centrar({ centro, zoom, anillo }: { centro: [number, number]; zoom: number; anillo: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    const cabe = anillo.length > 2 ? map.getBoundsZoom(L.latLngBounds(anillo), false, L.point(32, 32)) : zoom;
    map.setView(centro, Math.min(zoom, cabe));
  }, [map, centro, zoom, anillo]);
  return null;
}

/** A protected natural area drawn on the plot map (the EUDR tab, issue 22 item 24). */
export interface AreaEnMapa {
  id: number;
  nombre: string;
  poligono: GeometriaArea;
}
const COLOR_AREA = '#e65100';

/** Leaflet's [lat, lng] rings of an area, one polygon or several. */
const anillosArea = (g: GeometriaArea): [number, number][][][] =>
  (g.type === 'Polygon' ? [g.coordinates] : g.coordinates).map((pol) => pol.map((a) => a.map((p) => [p[1], p[0]] as [number, number])));

/**
 * The plot map of the profile and the print page (001 §2.4, §2.6): the polygon with its point labels (A, B…, R071)
 * and side lengths over 4 m (R061); a 'Polígono pendiente de registrar' marker on the centroid when there is no
 * polygon; 'Ubicación no disponible' when there is neither (R062). Zoom by area (R060). `areas`: the protected
 * natural areas the plot overlaps, drawn in orange under it and named in a legend on the map (issue 22 item 24).
 */
export function MapaParcela({
  parcela,
  tipo,
  alto = 420,
  etiquetasLados = true,
  areas = [],
}: {
  parcela: { poligono: Poligono | null; centroide_lat: number | null; centroide_lng: number | null; poligono_area: number | string | null };
  tipo: TipoMapa;
  alto?: number | string;
  etiquetasLados?: boolean;
  areas?: readonly AreaEnMapa[];
}) {
  const marca = marcaMapaPerfil(parcela);
  const { poligono } = parcela;
  const anillo = useMemo(() => (poligono ? poligono.coordinates[0].map((p) => [p[1], p[0]] as [number, number]) : []), [poligono]);
  const vista = useMemo(() => {
    if (poligono) {
      const c = centroidePoligono(poligono);
      return {
        centro: [c.lat, c.lng] as [number, number],
        zoom: zoomPorArea(areaCalculada({ poligono, poligono_area: parcela.poligono_area })),
      };
    }
    if (parcela.centroide_lat != null && parcela.centroide_lng != null)
      return { centro: [parcela.centroide_lat, parcela.centroide_lng] as [number, number], zoom: zoomPorArea(null) };
    return null;
  }, [poligono, parcela.poligono_area, parcela.centroide_lat, parcela.centroide_lng]);

  if (marca.tipo === 'ninguna' || !vista) {
    return (
      <Box sx={{ height: alto, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
        <Typography color="text.secondary">{marca.tipo === 'ninguna' ? marca.texto : 'Ubicación no disponible'}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ height: alto, position: 'relative', '& .leaflet-container': { height: '100%', borderRadius: 1 } }}>
      <MapContainer center={vista.centro} zoom={vista.zoom} maxZoom={21} scrollWheelZoom={false} attributionControl>
        <Centrar centro={vista.centro} zoom={vista.zoom} anillo={anillo} />
        <CapasBase tipo={tipo} />
        {areas.map((a) => (
          <Polygon
            key={`a${a.id}`}
            positions={anillosArea(a.poligono)}
            pathOptions={{ color: COLOR_AREA, weight: 2, dashArray: '6 4', fillOpacity: 0.2, className: 'cosecha-area-natural' }}
          >
            <Tooltip sticky>{a.nombre}</Tooltip>
          </Polygon>
        ))}
        {poligono && <Polygon positions={anillo} pathOptions={{ color: '#FFEB3B', weight: 3, fillOpacity: 0.15 }} />}
        {poligono &&
          puntosPoligono(poligono).map((p) => (
            <Marker
              key={`v${p.title}`}
              position={[p.lat, p.lng]}
              icon={etiqueta(p.title, 'cosecha-vertice')}
              interactive={false}
              keyboard={false}
            />
          ))}
        {poligono &&
          etiquetasLados &&
          ladosPoligono(poligono)
            .filter((l) => l.etiqueta)
            .map((l) => (
              <Marker
                key={`l${l.desde}${l.hasta}`}
                position={[l.medio.lat, l.medio.lng]}
                icon={etiqueta(l.etiqueta!, 'cosecha-lado')}
                interactive={false}
                keyboard={false}
              />
            ))}
        {marca.tipo === 'centroide' && (
          <CircleMarker
            center={vista.centro}
            radius={9}
            pathOptions={{ color: '#ffffff', fillColor: '#d32f2f', fillOpacity: 1, weight: 2 }}
          >
            <Tooltip permanent direction="top" offset={[0, -8]}>
              {marca.texto}
            </Tooltip>
          </CircleMarker>
        )}
      </MapContainer>
      {areas.length > 0 && (
        // the area's name where the map shows it: its centre is usually far outside the plot's view
        <Box
          aria-label="Áreas naturales protegidas en el mapa"
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 24,
            zIndex: 1000,
            maxWidth: 'calc(100% - 16px)',
            bgcolor: 'rgba(255,255,255,0.92)',
            borderRadius: 1,
            px: 1,
            py: 0.5,
            pointerEvents: 'none',
          }}
        >
          {areas.map((a) => (
            <Typography key={a.id} variant="caption" component="p" data-testid="leyenda-area-natural" sx={{ color: 'text.primary' }}>
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  mr: 0.5,
                  verticalAlign: 'middle',
                  border: `2px dashed ${COLOR_AREA}`,
                  bgcolor: 'rgba(230,81,0,0.2)',
                }}
              />
              {a.nombre}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
