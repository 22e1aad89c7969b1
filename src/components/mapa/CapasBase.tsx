import { TileLayer } from 'react-leaflet';
import { ATRIBUCION_ESRI, CAPAS_POR_TIPO, type TipoMapa } from './capas';

/** The tile layers of one map type, inside a react-leaflet MapContainer. */
export function CapasBase({ tipo }: { tipo: TipoMapa }) {
  return (
    <>
      {CAPAS_POR_TIPO[tipo].map((url) => (
        <TileLayer key={`${tipo}:${url}`} url={url} attribution={ATRIBUCION_ESRI} maxZoom={21} maxNativeZoom={19} />
      ))}
    </>
  );
}
