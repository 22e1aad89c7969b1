import type { LatLngLiteral } from 'leaflet';
import type { Poligono } from '@domain/poligono/tipos';
import { verticesAbiertos } from '@domain/poligono/forma';

/**
 * GeoJSON ([lng, lat], closed ring) ↔ Leaflet ({lat, lng}, open ring). Only the boundary is edited: holes are
 * an error the checks report (the EU rejects them), so the editor does not offer to draw them.
 */
export function aLatLngs(p: Poligono): LatLngLiteral[] {
  return verticesAbiertos(p.coordinates[0] ?? []).map(([lng, lat]) => ({ lat, lng }));
}

export function dePuntos(puntos: readonly LatLngLiteral[]): Poligono | null {
  if (puntos.length === 0) return null;
  const anillo = puntos.map((p) => [p.lng, p.lat] as [number, number]);
  return { type: 'Polygon', coordinates: [[...anillo, anillo[0]]] };
}

/** Leaflet's getLatLngs() of a polygon is [[…]] (rings) or […] for a flat one: the boundary either way. */
export function anilloDeCapa(latlngs: unknown): LatLngLiteral[] {
  const lista = latlngs as (LatLngLiteral | LatLngLiteral[])[];
  const primero = lista[0];
  return (Array.isArray(primero) ? primero : lista) as LatLngLiteral[];
}
