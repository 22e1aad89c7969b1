import { distanciaM } from './medidas';
import { sinRepetidos } from './forma';
import type { Poligono } from './tipos';

const LETRAS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Vertex label (001 §2.8, R071): letters A to Z, then numbered. The number is the point's position counted
 * from 1 (the 27th point is '27'), so no label repeats and the last label tells how many points there are
 * (R071 leaves '27' or '1' open; decision in docs/DECISIONES.md).
 * @example etiquetaVertice(0) // 'A'; etiquetaVertice(25) // 'Z'; etiquetaVertice(26) // '27'
 */
export function etiquetaVertice(indice: number): string {
  return indice >= 0 && indice < LETRAS.length ? LETRAS[indice] : String(indice + 1);
}

/** A row of the coordinates table (001 §3 'Polygon point': title, lat, lng, elevation, segment length). */
export interface PuntoPoligono {
  title: string;
  lat: number;
  lng: number;
  /** Metres above sea level: the position's third value, or the one fetched by 'Calcular altitudes'; null when unknown. */
  elevation: number | null;
  /** Metres to the next point (the last point closes on the first). */
  longitud_segmento: number;
}

/**
 * Points of the boundary in drawing order, labelled A, B, C…, with the length of the side that starts at each.
 * Repeated consecutive vertices are dropped, as the editor shows them. `elevaciones` (same order) override stored altitudes.
 */
export function puntosPoligono(p: Poligono, elevaciones: readonly (number | null | undefined)[] = []): PuntoPoligono[] {
  const original = p.coordinates[0] ?? [];
  const anillo = sinRepetidos(original);
  const altitudes = new Map(original.map((pos) => [`${pos[0]},${pos[1]}`, pos[2]]));
  return anillo.slice(0, -1).map((pos, i) => {
    const guardada = altitudes.get(`${pos[0]},${pos[1]}`);
    const elevacion = elevaciones[i] ?? (typeof guardada === 'number' ? guardada : null);
    return { title: etiquetaVertice(i), lat: pos[1], lng: pos[0], elevation: elevacion, longitud_segmento: distanciaM(pos, anillo[i + 1]) };
  });
}
