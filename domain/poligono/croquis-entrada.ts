import { cerrarAnillo } from './forma';
import type { Alerta, CodigoAlerta, Poligono, Posicion } from './tipos';

/**
 * A point of `POST update_croquis` (001 §7: "croquis (list of points)"): `{lat, lng}` as the map gives it, or a
 * GeoJSON position `[lng, lat]` (longitude first, as stored).
 */
export type PuntoCroquis = { lat: number; lng: number } | readonly number[];

const posicion = (p: PuntoCroquis): Posicion | null => {
  const [lng, lat] = Array.isArray(p) ? p : [(p as { lng: number }).lng, (p as { lat: number }).lat];
  return typeof lng === 'number' && typeof lat === 'number' && Number.isFinite(lng) && Number.isFinite(lat) ? [lng, lat] : null;
};

/**
 * The points as the stored GeoJSON Polygon: one ring, closed (the person draws the boundary, not the closing
 * repetition). Null when a point is not two finite numbers.
 * @example poligonoDeCroquis([{lat: 15.1, lng: -92.1}, {lat: 15.1, lng: -92.2}, {lat: 15.2, lng: -92.2}])
 *   // { type: 'Polygon', coordinates: [[[-92.1, 15.1], [-92.1... closed]] }
 */
export function poligonoDeCroquis(puntos: readonly PuntoCroquis[]): Poligono | null {
  const posiciones: Posicion[] = [];
  for (const p of puntos) {
    const x = posicion(p);
    if (!x) return null;
    posiciones.push(x);
  }
  return { type: 'Polygon', coordinates: [cerrarAnillo(posiciones)] };
}

/**
 * Alerts that make a sketch impossible to store rather than a sketch with problems: there is no polygon to
 * measure, show or correct (not numbers, outside WGS84, fewer than three points, no area). Such a save is
 * refused (422) and nothing changes; every other alert, errors included, is stored with the sketch so the
 * person sees it and fixes it in the editor (docs/DECISIONES.md 'guardar con alertas').
 */
export const ALERTAS_QUE_IMPIDEN_GUARDAR: readonly CodigoAlerta[] = [
  'GEOMETRIA_INVALIDA',
  'COORDENADAS_FUERA_DE_RANGO',
  'POCOS_PUNTOS',
  'POLIGONO_SIN_AREA',
];

/** The alerts that block the save (swapped coordinates block it only when they leave WGS84: then they are an error). */
export function alertasQueImpidenGuardar(alertas: readonly Alerta[]): Alerta[] {
  return alertas.filter((a) => ALERTAS_QUE_IMPIDEN_GUARDAR.includes(a.codigo) || (a.codigo === 'LAT_LNG_INVERTIDAS' && a.error));
}
