import type { Poligono, Posicion } from './tipos';

/**
 * Shape of a sketch before any measure: is it a GeoJSON Polygon at all, is a ring closed, which vertices
 * repeat. Data arrives from the editor, a KML import or the database, so nothing is assumed.
 */

const esNumero = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const esPosicion = (v: unknown): v is Posicion => Array.isArray(v) && v.length >= 2 && esNumero(v[0]) && esNumero(v[1]);

/** A GeoJSON Polygon with at least one ring, every position two or three finite numbers. Ring sizes are checked later. */
export function esPoligono(v: unknown): v is Poligono {
  if (typeof v !== 'object' || v === null) return false;
  const g = v as { type?: unknown; coordinates?: unknown };
  return (
    g.type === 'Polygon' &&
    Array.isArray(g.coordinates) &&
    g.coordinates.length > 0 &&
    g.coordinates.every((anillo) => Array.isArray(anillo) && anillo.every(esPosicion))
  );
}

export const mismaPosicion = (a: Posicion, b: Posicion): boolean => a[0] === b[0] && a[1] === b[1];

/** First and last positions equal (a GeoJSON ring repeats its first point at the end). */
export const estaCerrado = (anillo: readonly Posicion[]): boolean =>
  anillo.length >= 2 && mismaPosicion(anillo[0], anillo[anillo.length - 1]);

/** The ring's own vertices, without the closing repetition. */
export const verticesAbiertos = (anillo: readonly Posicion[]): Posicion[] =>
  (estaCerrado(anillo) ? anillo.slice(0, -1) : anillo.slice()).map((p) => [p[0], p[1]] as Posicion);

/** Closes a ring (drops the altitude: measures are on the ground plane). */
export function cerrarAnillo(anillo: readonly Posicion[]): Posicion[] {
  const v = verticesAbiertos(anillo);
  return v.length === 0 ? [] : [...v, v[0]];
}

/** Closed ring without consecutive repeated vertices (the closing pair included), so no side has zero length. */
export function sinRepetidos(anillo: readonly Posicion[]): Posicion[] {
  const v = verticesAbiertos(anillo).filter((p, i, a) => i === 0 || !mismaPosicion(p, a[i - 1]));
  while (v.length > 1 && mismaPosicion(v[0], v[v.length - 1])) v.pop();
  return v.length === 0 ? [] : [...v, v[0]];
}

/** How many different vertices a ring has. */
export function puntosDistintos(anillo: readonly Posicion[]): number {
  return new Set(verticesAbiertos(anillo).map((p) => `${p[0]},${p[1]}`)).size;
}

/** 6 decimals, the precision of the EU information system (about 11 cm); halves away from zero on both signs. */
export const redondear6 = (v: number): number => (Math.sign(v) * Math.round(Math.abs(v) * 1e6)) / 1e6;

export const redondearPosicion = (p: Posicion): Posicion => [redondear6(p[0]), redondear6(p[1])];

/** The same polygon with every ring closed and without repeated consecutive vertices. */
export const poligonoLimpio = (p: Poligono): Poligono => ({ type: 'Polygon', coordinates: p.coordinates.map(sinRepetidos) });

/** All positions of all rings, closing repetitions left out. */
export const todasLasPosiciones = (p: Poligono): Posicion[] => p.coordinates.flatMap(verticesAbiertos);
