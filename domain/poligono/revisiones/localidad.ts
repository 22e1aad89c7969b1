import { distanciaM } from '../medidas';
import type { Alerta, LatLng } from '../tipos';
import { alerta, numero } from './alerta';

/** Farther than this from its locality, a plot is probably misplaced (configurable per call). */
export const DISTANCIA_MAXIMA_LOCALIDAD_KM = 10;

export interface Localidad extends LatLng {
  nombre?: string | null;
}

/** A locality without usable coordinates (missing, or the 0,0 of an empty record) is not compared. */
const conCoordenadas = (l: Localidad | null | undefined): l is Localidad =>
  l != null && Number.isFinite(l.lat) && Number.isFinite(l.lng) && !(l.lat === 0 && l.lng === 0);

/** The plot's central point far from its locality's coordinates (warning). */
export function revisarDistanciaLocalidad(
  centro: LatLng,
  localidad: Localidad | null | undefined,
  maximoKm = DISTANCIA_MAXIMA_LOCALIDAD_KM,
): Alerta[] {
  if (!conCoordenadas(localidad)) return [];
  const km = distanciaM([centro.lng, centro.lat], [localidad.lng, localidad.lat]) / 1000;
  if (km <= maximoKm) return [];
  const nombre = localidad.nombre ? ` ${localidad.nombre}` : '';
  return [
    alerta(
      'LEJOS_DE_LOCALIDAD',
      false,
      'Parcela lejos de su localidad',
      `La parcela está a ${numero(km, 1)} km de la localidad${nombre}; se esperan a lo más ${numero(maximoKm)} km.`,
      'Verifique las coordenadas del croquis o la localidad de la parcela.',
      { km: Number(km.toFixed(2)) },
    ),
  ];
}
