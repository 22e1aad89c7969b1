import { useEffect, useMemo } from 'react';
import { Box } from '@mui/material';
import type { LatLngBoundsExpression, LatLngExpression } from 'leaflet';
import { CircleMarker, MapContainer, Tooltip, useMap, ZoomControl } from 'react-leaflet';
import { cajaPoligono } from '@domain/poligono/medidas';
import type { LatLng, Poligono } from '@domain/poligono/tipos';
import { ZOOM_EDITOR } from '@domain/poligono/zoom';
import { CapasBase } from '../../../components/mapa/CapasBase';
import { CENTRO_TABLERO, ZOOM_TABLERO, type TipoMapa } from '../../../components/mapa/capas';
import { CapaEditable } from './CapaEditable';
import { CapaVecinos, type VecinoEnMapa } from './CapaVecinos';
import { ESTILOS_ETIQUETAS, EtiquetasCroquis } from './EtiquetasCroquis';
import { ModoDibujo } from './ModoDibujo';

/** Spanish texts of geoman's hints and buttons, once the map exists. */
function Idioma() {
  const map = useMap();
  useEffect(() => {
    map.pm.setLang('es');
  }, [map]);
  return null;
}

const cajaLeaflet = (p: Poligono): LatLngBoundsExpression => {
  const c = cajaPoligono(p);
  return [
    [c.min_lat, c.min_lng],
    [c.max_lat, c.max_lng],
  ];
};

/**
 * The editor's map (001 §2.8): zoom 19 on the plot, or closer to the whole polygon when it does not fit at 19
 * (a phone shows less ground); without a polygon, the plot's point or its locality, where drawing starts.
 */
export function MapaEditor({
  tipo,
  inicial,
  poligono,
  onEditar,
  dibujando,
  onDibujado,
  vecinos,
  punto,
  textoPunto,
}: {
  tipo: TipoMapa;
  /** The polygon the map opens on (its view is not moved by later edits). */
  inicial: Poligono | null;
  poligono: Poligono | null;
  onEditar: (p: Poligono | null) => void;
  dibujando: boolean;
  onDibujado: (p: Poligono) => void;
  vecinos: readonly VecinoEnMapa[];
  punto: LatLng | null;
  textoPunto: string | null;
}) {
  const vista = useMemo(
    () =>
      inicial
        ? { bounds: cajaLeaflet(inicial), boundsOptions: { maxZoom: ZOOM_EDITOR, padding: [24, 24] as [number, number] } }
        : { center: (punto ? [punto.lat, punto.lng] : CENTRO_TABLERO) as LatLngExpression, zoom: punto ? ZOOM_EDITOR - 2 : ZOOM_TABLERO },
    // the view is the opening one only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <Box
      sx={{
        height: { xs: '62vh', md: 'calc(100vh - 210px)' },
        minHeight: 320,
        width: '100%',
        '& .leaflet-container': { height: '100%', width: '100%' },
        ...ESTILOS_ETIQUETAS,
      }}
    >
      <MapContainer {...vista} maxZoom={21} scrollWheelZoom zoomControl={false}>
        <Idioma />
        <ZoomControl zoomInTitle="Acercar" zoomOutTitle="Alejar" />
        <CapasBase tipo={tipo} />
        <CapaVecinos vecinos={vecinos} />
        <CapaEditable poligono={poligono} onEditar={onEditar} />
        <ModoDibujo activo={dibujando} onDibujado={onDibujado} />
        <EtiquetasCroquis poligono={poligono} />
        {!poligono && punto && textoPunto && (
          <CircleMarker
            center={[punto.lat, punto.lng]}
            radius={8}
            pathOptions={{ color: '#fff', weight: 2, fillColor: '#d32f2f', fillOpacity: 1 }}
          >
            <Tooltip permanent direction="top" offset={[0, -8]}>
              {textoPunto}
            </Tooltip>
          </CircleMarker>
        )}
      </MapContainer>
    </Box>
  );
}
