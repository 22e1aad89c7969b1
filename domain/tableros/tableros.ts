import { COLORES_CATEGORIAS, GRIS_SIN_ASIGNAR, categoriasDeCertificacion } from '../cuentas/categorias';
import { RANGOS_EDAD, rangoEdad, type RangoEdad } from '../cuentas/productor';

/**
 * Rules of the dashboards (spec 000 §2.9, §3 'Dashboard data'; rules R025, R053–R055; DECISIONS.md 'bands').
 * The server groups by the raw value (age in years, number of plots, gender id, risk id) and these functions
 * turn the groups into the spec's rows, so one rule serves SQL figures and any browser check alike.
 */

export const SIN_ASIGNAR = 'Sin Asignar';

// ── Gender (000 §3: productor_genero Hombre, Mujer, Sin Asignar) ───────────
export const GENEROS_TABLERO = ['Hombre', 'Mujer', SIN_ASIGNAR] as const;
export type GeneroTablero = (typeof GENEROS_TABLERO)[number];

/** cat_generos: 1 Hombre, 2 Mujer; anything else (none recorded) is 'Sin Asignar'. */
export function generoTablero(idGenero: number | null | undefined): GeneroTablero {
  if (idGenero === 1) return 'Hombre';
  if (idGenero === 2) return 'Mujer';
  return SIN_ASIGNAR;
}

// ── Age (R053; the band closing at 51 is DECISIONS.md 'bands') ──────────────
export { RANGOS_EDAD, rangoEdad, type RangoEdad };

/** First age of each band after 'Menor de 20' (the same limits as rangoEdad; a unit test keeps them equal). */
export const LIMITES_EDAD = [20, 31, 51] as const;

/**
 * The latest birth date that has reached `anios` years on `hoy` (both `yyyy-MM-dd`): age ≥ anios ⟺ birth ≤
 * this date. SQL compares dates with these instead of computing every producer's age; 29 February becomes
 * 28 February in a common year, as edadEn counts it.
 * @example fechaLimiteEdad('2026-11-23', 20) // '2006-11-23'
 */
export function fechaLimiteEdad(hoy: string, anios: number): string {
  const [y, m, d] = hoy.split('-').map(Number);
  const anio = y - anios;
  const diasMes = new Date(Date.UTC(anio, m, 0)).getUTCDate();
  return `${String(anio).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, diasMes)).padStart(2, '0')}`;
}

/** Index in RANGOS_EDAD of a birth date on `hoy`, by date comparisons only (what the SQL does). */
export function indiceEdadPorFecha(nacimiento: string | null, hoy: string): number {
  if (nacimiento == null || nacimiento > hoy) return RANGOS_EDAD.length - 1;
  let i = 0;
  while (i < LIMITES_EDAD.length && nacimiento <= fechaLimiteEdad(hoy, LIMITES_EDAD[i])) i++;
  return i;
}

// ── Number of plots (R054: one, two, more than two) ─────────────────────────
/** R054 leaves 0 plots out (GAP); a producer without plots gets a bucket of its own instead of vanishing from the chart. */
export const RANGOS_PARCELAS = ['Sin parcelas', 'Una parcela', 'Dos parcelas', 'Más de dos parcelas'] as const;
export type RangoParcelas = (typeof RANGOS_PARCELAS)[number];

export function rangoParcelas(n: number | null | undefined): RangoParcelas {
  if (n == null || !Number.isFinite(n) || n <= 0) return 'Sin parcelas';
  if (n === 1) return 'Una parcela';
  if (n === 2) return 'Dos parcelas';
  return 'Más de dos parcelas';
}

// ── Surface (R054; DECISIONS.md: < 1, 1–< 2, 2–< 5, ≥ 5 ha) ─────────────────
/** Lower limits of the bands after the first, in hectares: the SQL's width_bucket reads these same numbers. */
export const LIMITES_SUPERFICIE = [1, 2, 5] as const;
export const RANGOS_SUPERFICIE = ['Menos de 1 ha', '1 - 2 ha', '2 - 5 ha', 'Más de 5 ha'] as const;
export type RangoSuperficie = (typeof RANGOS_SUPERFICIE)[number];

/** Index of the band of a producer's surface (plots without baja), as SQL width_bucket(ha, LIMITES_SUPERFICIE). */
export function indiceSuperficie(ha: number): number {
  let i = 0;
  while (i < LIMITES_SUPERFICIE.length && ha >= LIMITES_SUPERFICIE[i]) i++;
  return i;
}

export const rangoSuperficie = (ha: number): RangoSuperficie => RANGOS_SUPERFICIE[indiceSuperficie(ha)];

// ── Risk (R054: none, low, medium; the catalogue also has Alto) ──────────────
/**
 * The buckets follow cat_niveles_riesgo (1 Bajo, 2 Medio, 3 Alto) after 'Sin Asignar' (no level chosen,
 * the spec's 'none'): Alto is in the catalogue, so a producer rated Alto is shown rather than dropped (R054 GAP).
 */
export const NIVELES_RIESGO_TABLERO = [
  { id: null, nombre: SIN_ASIGNAR, color: GRIS_SIN_ASIGNAR },
  { id: 1, nombre: 'Bajo', color: '#4A6700' },
  { id: 2, nombre: 'Medio', color: '#FFB94C' },
  { id: 3, nombre: 'Alto', color: '#D87748' },
] as const;

// ── Categories (000 §3 'category rows'; the set by certification, R035–R036) ─
export interface FilaCategoria {
  id_cuenta_categoria: number;
  cuenta_categoria: string;
  cuenta_categoria_color: string;
  total: number;
}

/**
 * Category rows of a dashboard: every category of the cooperative's set in the set's order (zeros included, so
 * the legend is always the same), then any other category that has producers (e.g. 8 Activo), by id.
 */
export function filasCategorias(
  certificacion: string | null | undefined,
  conteos: ReadonlyMap<number, number>,
  nombres: Record<number, string>,
): FilaCategoria[] {
  const set = categoriasDeCertificacion(certificacion).map((c) => c.id);
  const otras = [...conteos.keys()].filter((id) => !set.includes(id) && (conteos.get(id) ?? 0) > 0).sort((a, b) => a - b);
  return [...set, ...otras].map((id) => ({
    id_cuenta_categoria: id,
    cuenta_categoria: nombres[id] ?? String(id),
    cuenta_categoria_color: colorCategoria(nombres[id] ?? '', id),
    total: conteos.get(id) ?? 0,
  }));
}

/** R025: NA, N/A, Sin Asignar and Ninguno are grey; every other category keeps its palette colour. */
export function colorCategoria(nombre: string, id: number): string {
  if (['na', 'n/a', 'sin asignar', 'ninguno'].includes(nombre.trim().toLowerCase())) return GRIS_SIN_ASIGNAR;
  return COLORES_CATEGORIAS[id] ?? GRIS_SIN_ASIGNAR;
}

// ── Buckets from grouped counts ─────────────────────────────────────────────
/** Sums grouped counts into the labelled buckets, every label present (zeros included) in the given order. */
export function agrupar<L extends string, K>(
  etiquetas: readonly L[],
  grupos: readonly { clave: K; total: number }[],
  etiqueta: (k: K) => L,
): { etiqueta: L; total: number }[] {
  const suma = new Map<L, number>(etiquetas.map((l) => [l, 0]));
  for (const g of grupos) {
    const l = etiqueta(g.clave);
    suma.set(l, (suma.get(l) ?? 0) + g.total);
  }
  return etiquetas.map((l) => ({ etiqueta: l, total: suma.get(l) ?? 0 }));
}

// ── SIC progress (000 §2.9 'Avance total de levantamiento (SIC)', §3 per municipality) ──
export interface Avance {
  total_esperado: number;
  total_levantado: number;
  total_pendiente: number;
}

/**
 * Expected = the cycle's producers (the list's population); surveyed = those with at least one format
 * (inspection) in the cycle; pending = the rest, never negative.
 */
export function avance(esperado: number, levantado: number): Avance {
  const l = Math.min(Math.max(levantado, 0), Math.max(esperado, 0));
  return { total_esperado: Math.max(esperado, 0), total_levantado: l, total_pendiente: Math.max(esperado, 0) - l };
}

/** Whole percent surveyed (floor: 99.6 % is not yet 100 %); 0 when nobody is expected. */
export const porcentajeAvance = (a: Avance): number =>
  a.total_esperado > 0 ? Math.floor((a.total_levantado * 100) / a.total_esperado) : 0;

// ── Geolocation (R055, R057 geoFilter 1 polygon, 2 centroid only, 3 not geolocated) ──
export type EstadoGeo = 1 | 2 | 3;
export function estadoGeo(p: { poligono?: unknown; centroide_lat?: number | null }): EstadoGeo {
  if (p.poligono != null) return 1;
  if (p.centroide_lat != null) return 2;
  return 3;
}
