import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { CircleMarker, MapContainer, Tooltip } from 'react-leaflet';
import { CapasBase } from '../../../components/mapa/CapasBase';
import { SelectorTipoMapa } from '../../../components/mapa/SelectorTipoMapa';
import { CENTRO_TABLERO, ZOOM_TABLERO, type TipoMapa } from '../../../components/mapa/capas';
import { colorRiesgoLocalidad, etiquetaRiesgoLocalidad } from '@domain/padron/riesgo-localidad';
import type { FilaMapaLocalidad } from '@domain/contrato/padron-mapas';
import { AjustarVista } from './ajustarVista';

/** The label's look per risk: white text on the risk's colour (each passes 4.5:1, domain/padron/riesgo-localidad.ts). */
const ESTILO_ETIQUETAS = {
  '& .etiqueta-localidad': {
    background: 'transparent',
    color: '#FFFFFF',
    border: 'none',
    boxShadow: 'none',
    padding: 0,
    fontWeight: 600,
    fontSize: 12,
  },
  '& .etiqueta-localidad span': { boxShadow: '0 1px 3px rgba(0,0,0,0.5)' },
  '& .etiqueta-localidad::before': { display: 'none' },
};

/**
 * The satellite map of the cycle's localities (spec 001 §2.13): each a dot with a permanent label in its risk's colour
 * ('Sin asignar' grey); a click opens the locality's detail. The container says how many localities it draws and each
 * label carries its risk, so a test (or a screen reader's user, through the table) reads the same thing.
 */
export function MapaLocalidades({ filas, onAbrir }: { filas: readonly FilaMapaLocalidad[]; onAbrir: (f: FilaMapaLocalidad) => void }) {
  const [tipo, setTipo] = useState<TipoMapa>('satelite');
  const puntos = useMemo(() => filas.map((f) => [f.localidad_latitud, f.localidad_longitud] as [number, number]), [filas]);
  return (
    <Box>
      <Box sx={{ mb: 1 }}>
        <SelectorTipoMapa valor={tipo} onCambio={setTipo} />
      </Box>
      <Box
        role="region"
        aria-label="Mapa de localidades"
        data-localidades={filas.length}
        sx={{ height: { xs: 360, lg: 560 }, width: '100%', '& .leaflet-container': { height: '100%', width: '100%' }, ...ESTILO_ETIQUETAS }}
      >
        <MapContainer center={CENTRO_TABLERO} zoom={ZOOM_TABLERO} scrollWheelZoom={false}>
          <CapasBase tipo={tipo} />
          <AjustarVista puntos={puntos} zoomMaximo={13} />
          {filas.map((f) => {
            const color = colorRiesgoLocalidad(f.id_cat_localidad_riesgo);
            return (
              <CircleMarker
                key={`${f.localidad_uuid}:${f.id_cat_localidad_riesgo ?? 0}`}
                center={[f.localidad_latitud, f.localidad_longitud]}
                radius={8}
                pathOptions={{ color: '#FFFFFF', weight: 2, fillColor: color, fillOpacity: 0.95 }}
                eventHandlers={{ click: () => onAbrir(f) }}
              >
                <Tooltip permanent direction="top" offset={[0, -8]} className="etiqueta-localidad" opacity={1}>
                  <span
                    data-localidad={f.localidad}
                    data-riesgo={etiquetaRiesgoLocalidad(f.id_cat_localidad_riesgo)}
                    data-color={color}
                    style={{ backgroundColor: color, padding: '1px 6px', borderRadius: 3, display: 'inline-block' }}
                  >
                    {f.localidad}
                  </span>
                </Tooltip>
              </CircleMarker>
            );
          })}
        </MapContainer>
      </Box>
    </Box>
  );
}
