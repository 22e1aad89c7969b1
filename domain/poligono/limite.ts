import { formatoNumero } from '../comun/formato';
import { verticesAbiertos } from './forma';
import type { Poligono } from './tipos';

/**
 * Most vertices a sketch may have, whichever way it enters (editor save, KML import, restoring an earlier
 * sketch): a hand-drawn or GPS-walked plot has tens or hundreds; thousands is a traced file gone wrong, and
 * every check and clipping of the sketch grows with them (issue 10 item 1).
 */
export const MAXIMO_VERTICES_CROQUIS = 2000;

/** The polygon's vertices, every ring counted without its closing repetition. */
export const contarVertices = (p: Poligono): number => p.coordinates.reduce((n, anillo) => n + verticesAbiertos(anillo).length, 0);

/** The Spanish refusal of a sketch over the limit, with its count. */
export const mensajeDemasiadosVertices = (n: number): string =>
  `El croquis tiene ${formatoNumero(n, 0)} vértices y el máximo es ${formatoNumero(MAXIMO_VERTICES_CROQUIS, 0)}: ` +
  'simplifique el polígono (un lindero de parcela necesita decenas o cientos de vértices) y guárdelo de nuevo.';

/** The refusal message when the polygon has more vertices than allowed, else null. */
export function excesoDeVertices(p: Poligono): string | null {
  const n = contarVertices(p);
  return n > MAXIMO_VERTICES_CROQUIS ? mensajeDemasiadosVertices(n) : null;
}

/** A review that ran over its time in the server's polygon thread (it only happens with a pathological polygon). */
export const MENSAJE_REVISION_LENTA =
  'La revisión del croquis tardó demasiado: simplifique el polígono (menos vértices) y guárdelo de nuevo.';
