import { Polygon, Tooltip } from 'react-leaflet';
import type { Vecino } from '@domain/poligono/tipos';
import { aLatLngs } from './conversion';

/** A neighbour with its palette colour and whether it is shown (the list's eye toggle). */
export interface VecinoEnMapa {
  vecino: Vecino;
  clave: string;
  color: string;
  visible: boolean;
}

/** Neighbouring plots in their palette colours (001 §2.8, R071); they only show, they are never edited here. */
export function CapaVecinos({ vecinos }: { vecinos: readonly VecinoEnMapa[] }) {
  return (
    <>
      {vecinos
        .filter((v) => v.visible && v.vecino.poligono)
        .map(({ vecino, clave, color }) => (
          <Polygon
            key={clave}
            positions={aLatLngs(vecino.poligono!)}
            pathOptions={{ color, weight: 2, fillColor: color, fillOpacity: 0.3 }}
          >
            <Tooltip sticky>
              {vecino.nombre ?? 'Parcela vecina'}
              {vecino.cuenta ? ` · ${vecino.cuenta}` : ''}
            </Tooltip>
          </Polygon>
        ))}
    </>
  );
}
