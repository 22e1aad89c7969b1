import { centroid } from '@turf/centroid';
import { distance } from '@turf/distance';
import { formatoHectareas } from '../comun/formato';
import { poligonoLimpio, todasLasPosiciones, verticesAbiertos } from './forma';
import type { Caja, LatLng, Poligono, Posicion } from './tipos';
import { areaPoligonoM2 } from './area-geodesica';

export const M2_POR_HECTAREA = 10_000;

/**
 * Area in square metres on the WGS84 ellipsoid, holes subtracted (issue 22 item 15: turf's sphere read 0.27–0.36 % high;
 * area-geodesica.ts says how, and its test compares it with GeographicLib).
 */
export const areaM2 = (p: Poligono): number => areaPoligonoM2(poligonoLimpio(p).coordinates);

/** Hectares = square metres / 10,000 (001 §2.8, R071): 5000 → 0.5; 12,345 → 1.2345. Full precision: rounding is for display. */
export const hectareasDesdeM2 = (m2: number): number => m2 / M2_POR_HECTAREA;

/** Area in hectares, full precision (the checks use this one). */
export const areaHectareas = (p: Poligono): number => hectareasDesdeM2(areaM2(p));

/** Area for display: hectares with 2 decimals and US grouping (001 §2.4, §9); '--' without a polygon. */
export const formatoAreaPoligono = (p: Poligono | null | undefined): string => formatoHectareas(p ? areaHectareas(p) : null);

/** Metres between two positions (great circle, turf). */
export const distanciaM = (a: Posicion, b: Posicion): number => distance([a[0], a[1]], [b[0], b[1]], { units: 'meters' });

/** Length of a closed ring in metres. */
export function perimetroM(anillo: readonly Posicion[]): number {
  let total = 0;
  for (let i = 1; i < anillo.length; i++) total += distanciaM(anillo[i - 1], anillo[i]);
  return total;
}

/** Bounding box as the `parcelas` columns store it (the server saves it with the polygon; the overlap check filters by it). */
export function cajaPoligono(p: Poligono): Caja {
  const caja = { min_lat: Infinity, max_lat: -Infinity, min_lng: Infinity, max_lng: -Infinity };
  for (const anillo of p.coordinates) {
    for (const [lng, lat] of anillo) {
      if (lat < caja.min_lat) caja.min_lat = lat;
      if (lat > caja.max_lat) caja.max_lat = lat;
      if (lng < caja.min_lng) caja.min_lng = lng;
      if (lng > caja.max_lng) caja.max_lng = lng;
    }
  }
  return caja;
}

export const cajasSeTocan = (a: Caja, b: Caja): boolean =>
  a.min_lat <= b.max_lat && b.min_lat <= a.max_lat && a.min_lng <= b.max_lng && b.min_lng <= a.max_lng;

/** Central point of the polygon (the profile's 'central point' row): the mean of the boundary's vertices, as turf computes it. */
export function centroidePoligono(p: Poligono): LatLng {
  const exterior = verticesAbiertos(p.coordinates[0] ?? []);
  const base = exterior.length > 0 ? exterior : todasLasPosiciones(p);
  const [lng, lat] = centroid({ type: 'MultiPoint', coordinates: base }).geometry.coordinates;
  return { lat, lng };
}
