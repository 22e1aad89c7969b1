import { OPCIONES_FILTRO_GEOLOCALIZACION, type FiltroGeolocalizacion, type Geolocalizacion } from './parcela';

/**
 * The geolocation code the server stores per plot (parcelas.geolocalizacion: 1 polygon, 2 centroid only,
 * 3 not geolocated, the geoFilter codes of R057) as the list's GEOLOCALIZADA label (R056).
 * @example etiquetaDeCodigoGeolocalizacion(2) // 'centroide'
 */
export function etiquetaDeCodigoGeolocalizacion(codigo: number): Geolocalizacion {
  return OPCIONES_FILTRO_GEOLOCALIZACION.find((o) => o.valor === codigo)?.geolocalizacion ?? 'sin geolocalizar';
}

/**
 * geoFilter as the API takes it (001 §5 'geoFilter accepts 1 to 3'): the number 1, 2 or 3. Unlike the
 * browser's query string, where a stale value means 'Todas' (filtroGeolocalizacion), a call with another value
 * is a mistake and gets a 422, so it never silently lists every plot.
 * @example esFiltroGeolocalizacionApi(4) // false
 */
export function esFiltroGeolocalizacionApi(v: unknown): v is FiltroGeolocalizacion {
  return v === 1 || v === 2 || v === 3;
}

export const MENSAJE_GEOFILTER = 'geoFilter acepta 1 (con polígono), 2 (sólo centroide) o 3 (sin geolocalizar)';
