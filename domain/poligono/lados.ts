import { formatoNumero } from '../comun/formato';
import { sinRepetidos } from './forma';
import { distanciaM } from './medidas';
import type { LatLng, Poligono } from './tipos';
import { etiquetaVertice } from './vertices';

/** Sides of 4 m or less carry no label (001 §2.4, §9; R061). */
export const LADO_MINIMO_ETIQUETA_M = 4;

/**
 * Map label of a side (R061): shown only when longer than 4 m, in metres with 2 decimals
 * (2 so that 4.01 m does not read '4.0 m' beside a hidden 4.0 m; decision in docs/DECISIONES.md).
 * @example etiquetaLado(4) // null; etiquetaLado(4.01) // '4.01 m'; etiquetaLado(1234.5) // '1,234.50 m'
 */
export function etiquetaLado(metros: number): string | null {
  if (!Number.isFinite(metros) || metros <= LADO_MINIMO_ETIQUETA_M) return null;
  return `${formatoNumero(metros, 2)} m`;
}

export interface Lado {
  desde: string;
  hasta: string;
  metros: number;
  etiqueta: string | null;
  /** Where the label goes: the middle of the side. */
  medio: LatLng;
}

/** The boundary's sides in drawing order (A→B, B→C… last→A), with their lengths and labels. */
export function ladosPoligono(p: Poligono): Lado[] {
  const anillo = sinRepetidos(p.coordinates[0] ?? []);
  const lados: Lado[] = [];
  for (let i = 0; i + 1 < anillo.length; i++) {
    const [a, b] = [anillo[i], anillo[i + 1]];
    const metros = distanciaM(a, b);
    lados.push({
      desde: etiquetaVertice(i),
      hasta: etiquetaVertice(i + 1 === anillo.length - 1 ? 0 : i + 1),
      metros,
      etiqueta: etiquetaLado(metros),
      medio: { lat: (a[1] + b[1]) / 2, lng: (a[0] + b[0]) / 2 },
    });
  }
  return lados;
}
