import { distanciaM } from '../medidas';
import type { Alerta, Poligono, Posicion } from '../tipos';
import { etiquetaVertice } from '../vertices';
import { alerta, cantidad, numero } from './alerta';

/** A vertex whose two sides meet at less than this many degrees is a spike (a capture slip, not a boundary). */
export const ANGULO_PICO_GRADOS = 5;

/**
 * Angle at each vertex between its two sides, 0–180°, on a local flat projection (longitude scaled by the
 * cosine of the latitude). A spike outwards (interior angle near 0°) and one inwards (near 360°) both give ~0°.
 * Takes a closed ring without repeated consecutive vertices.
 */
export function angulosVertices(anillo: readonly Posicion[]): number[] {
  const v = anillo.slice(0, -1);
  return v.map((p, i) => {
    const [a, b] = [v[(i - 1 + v.length) % v.length], v[(i + 1) % v.length]];
    const k = Math.cos((p[1] * Math.PI) / 180);
    const [ax, ay, bx, by] = [(a[0] - p[0]) * k, a[1] - p[1], (b[0] - p[0]) * k, b[1] - p[1]];
    return (Math.atan2(Math.abs(ax * by - ay * bx), ax * bx + ay * by) * 180) / Math.PI;
  });
}

/** Sides shorter than this give no spike: the direction of a 30 cm side is GPS noise, not a shape. */
export const LADO_MINIMO_PICO_M = 1;

/** Spikes on the boundary (warning; the holes are an error of their own), named by their labels in the editor (A, B, C…). */
export function revisarPicos(limpio: Poligono, umbralGrados = ANGULO_PICO_GRADOS): Alerta[] {
  const exterior = limpio.coordinates[0];
  if (exterior.length < 4) return [];
  const n = exterior.length - 1;
  const lados = exterior.slice(0, -1).map((p, i) => distanciaM(p, exterior[i + 1]));
  const picos = angulosVertices(exterior)
    .map((angulo, i) => ({ angulo, i }))
    .filter((x) => x.angulo < umbralGrados && lados[x.i] >= LADO_MINIMO_PICO_M && lados[(x.i - 1 + n) % n] >= LADO_MINIMO_PICO_M);
  if (picos.length === 0) return [];
  const nombres = picos.map((x) => `${etiquetaVertice(x.i)} (${numero(x.angulo, 1)}°)`).join(', ');
  return [
    alerta(
      'PICO',
      false,
      'Pico en el polígono',
      `${cantidad(picos.length, 'vértice forma', 'vértices forman')} un ángulo menor a ${umbralGrados}°: ${nombres}. Suele ser un error de captura.`,
      'Revise esos vértices y quítelos si no corresponden al lindero.',
      { vertices: picos.map((x) => etiquetaVertice(x.i)).join(',') },
    ),
  ];
}
