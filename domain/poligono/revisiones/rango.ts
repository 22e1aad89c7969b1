import type { Alerta, Posicion } from '../tipos';
import { alerta, cantidad } from './alerta';

/** Plausibility box in degrees. */
export interface Region {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

/** Mexico and Central America, where the cooperatives of this product are: latitude 5 to 33, longitude −120 to −75. */
export const REGION_POR_DEFECTO: Region = { latMin: 5, latMax: 33, lngMin: -120, lngMax: -75 };

const enWgs84 = (lng: number, lat: number): boolean => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
const enRegion = (lng: number, lat: number, r: Region): boolean => lat >= r.latMin && lat <= r.latMax && lng >= r.lngMin && lng <= r.lngMax;

/**
 * Coordinates out of WGS84 range (error: the EU system takes WGS84 only), latitude and longitude swapped, or
 * outside the cooperatives' region (warnings). GeoJSON is [lng, lat]: a point read as [lat, lng] lands far
 * away — for Chiapas at latitude −92, outside WGS84, so the swap is then an error too.
 * `region` null turns the plausibility box off (a cooperative elsewhere).
 */
export function revisarCoordenadas(posiciones: readonly Posicion[], region: Region | null = REGION_POR_DEFECTO): Alerta[] {
  const fuera = posiciones.filter(([lng, lat]) => !enWgs84(lng, lat)).length;
  const fueraRegion = region ? posiciones.filter(([lng, lat]) => !enRegion(lng, lat, region)) : [];
  if (region && fueraRegion.length > 0 && fueraRegion.every(([lng, lat]) => enRegion(lat, lng, region))) {
    return [
      alerta(
        'LAT_LNG_INVERTIDAS',
        fuera > 0,
        'Latitud y longitud invertidas',
        `${cantidad(fueraRegion.length, 'punto tiene', 'puntos tienen')} la latitud en el lugar de la longitud` +
          (fuera > 0 ? ' y quedan fuera del rango de coordenadas WGS84.' : '.'),
        'Intercambie latitud y longitud: en GeoJSON y KML el orden es longitud, latitud.',
        { puntos: fueraRegion.length },
      ),
    ];
  }
  if (fuera > 0) {
    return [
      alerta(
        'COORDENADAS_FUERA_DE_RANGO',
        true,
        'Coordenadas fuera de rango',
        `${cantidad(fuera, 'punto tiene', 'puntos tienen')} latitud fuera de −90 a 90 o longitud fuera de −180 a 180.`,
        'Revise las coordenadas del croquis: deben ser grados decimales WGS84, en orden longitud, latitud.',
        { puntos: fuera },
      ),
    ];
  }
  if (region && fueraRegion.length > 0) {
    return [
      alerta(
        'FUERA_DE_REGION',
        false,
        'Coordenadas fuera de la región',
        `${cantidad(fueraRegion.length, 'punto está', 'puntos están')} fuera de la zona esperada (latitud ${region.latMin} a ${region.latMax}, longitud ${region.lngMin} a ${region.lngMax}).`,
        'Verifique que las coordenadas correspondan a la parcela.',
        { puntos: fueraRegion.length },
      ),
    ];
  }
  return [];
}
