import { certificacionEfectiva } from '../comun/productos';

/** Producer categories (spec 000 §3, R035–R037). */
export const CATEGORIAS: Record<number, string> = {
  1: 'Transición 0',
  2: 'Transición 1',
  3: 'Transición 2',
  4: 'Orgánico',
  5: 'Transición 3',
  6: 'Convencional',
  7: 'Sin Asignar',
  8: 'Activo',
  9: 'Suspendido',
};
export type CategoriaId = number;

const SET_CERTIMEX: CategoriaId[] = [7, 1, 2, 3, 4];
const SET_OTRAS: CategoriaId[] = [7, 2, 3, 5, 4, 6];

/** The category set a cooperative's committee chooses from: certimex has Transición 0, others Transición 3 and Convencional. */
export function categoriasDeCertificacion(certificacion: string | null | undefined): { id: CategoriaId; nombre: string }[] {
  const ids = certificacionEfectiva(certificacion) === 'certimex' ? SET_CERTIMEX : SET_OTRAS;
  return ids.map((id) => ({ id, nombre: CATEGORIAS[id] }));
}

const PASOS_CERTIMEX: Partial<Record<CategoriaId, CategoriaId>> = { 1: 2, 2: 3, 3: 4 };
const PASOS_OTRAS: Partial<Record<CategoriaId, CategoriaId>> = { 2: 3, 3: 5, 5: 4 };

/** Category a producer moves to when approved without conditions; any other stays (DECISIONS.md R037). */
export function categoriaSiguiente(actual: CategoriaId, certificacion: string | null | undefined): CategoriaId {
  const pasos = certificacionEfectiva(certificacion) === 'certimex' ? PASOS_CERTIMEX : PASOS_OTRAS;
  return pasos[actual] ?? actual;
}

/** Grey of the values NA, N/A, Sin Asignar and Ninguno (spec 000 §9, R025). */
export const GRIS_SIN_ASIGNAR = '#9B9B9B';

/**
 * Colour of each category, from the spec's palette of six (000 §9): Orgánico the deep green, the
 * transitions from light to dark amber as they approach it, Convencional the clay; Sin Asignar grey.
 * Activo and Suspendido belong to neither set and reuse the green and the clay.
 */
export const COLORES_CATEGORIAS: Record<CategoriaId, string> = {
  1: '#FFB94C',
  2: '#E49D2A',
  3: '#D87748',
  4: '#4A6700',
  5: '#A46B00',
  6: '#BC8268',
  7: GRIS_SIN_ASIGNAR,
  8: '#4A6700',
  9: '#BC8268',
};

/** The category catalogue with colours, as the database's cat_cuentas_categorias holds it. */
export const CATALOGO_CATEGORIAS = Object.entries(CATEGORIAS).map(([id, nombre]) => ({
  id: Number(id),
  nombre,
  color: COLORES_CATEGORIAS[Number(id)],
}));

/**
 * Text colour on a category chip: black or white, whichever contrasts more with the background
 * (WCAG relative luminance), so every colour of the palette stays readable (≥ 4.5:1).
 * @example colorTextoSobre('#4A6700') // '#FFFFFF'
 */
export function colorTextoSobre(fondo: string | null | undefined): '#000000' | '#FFFFFF' {
  const m = /^#?([0-9a-f]{6})$/i.exec((fondo ?? '').trim());
  if (!m) return '#000000';
  const canal = (i: number) => {
    const c = parseInt(m[1].slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * canal(0) + 0.7152 * canal(2) + 0.0722 * canal(4);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#FFFFFF';
}
