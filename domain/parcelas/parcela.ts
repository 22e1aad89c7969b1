import { etiquetasProductor, type ConfiguracionCooperativa } from '../cooperativas/configuracion';
import { partesEnZona } from '../comun/formato';
import { agregarError, vacio, type ErroresCampos } from '../comun/validacion';

/** One plot of the 'add plots' form (spec 001 §3 'New plot form'). Inputs arrive as typed text. */
export interface ParcelaNueva {
  nombre: string;
  superficie: number | string;
  plantas: number | string;
}

const NUMERO = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Plausible bounds of one plot (issue 10; docs/DECISIONES.md 'parcelas: límites'): smallholder plots measure a few
 * hectares, so 10 000 ha (100 km²) is far above any real one and far below what broke the totals (a plot of
 * 1 000 000 000 ha was accepted). Plants: 10 000 000, a dense planting (10 000 a hectare) of 1 000 ha.
 */
export const SUPERFICIE_MAXIMA_HA = 10_000;
export const PLANTAS_MAXIMAS = 10_000_000;

/** Validation of spec 001 §5 'New plot', with its messages; surface in hectares, at most 3 decimals. */
export function validarParcela(p: Partial<Record<keyof ParcelaNueva, unknown>>): ErroresCampos {
  const e: ErroresCampos = {};
  if (vacio(p.nombre)) agregarError(e, 'nombre', 'Se requiere un nombre para la parcela');

  const s = typeof p.superficie === 'number' ? String(p.superficie) : typeof p.superficie === 'string' ? p.superficie.trim() : '';
  if (vacio(p.superficie)) agregarError(e, 'superficie', 'Superficie es requerida');
  else if (!NUMERO.test(s) || !Number.isFinite(Number(s))) agregarError(e, 'superficie', 'Superficie debe ser un número');
  else if ((s.split('.')[1] ?? '').length > 3) agregarError(e, 'superficie', 'Superficie debe tener máximo tres decimales');
  else if (Number(s) < 0) agregarError(e, 'superficie', 'Superficie debe ser un número positivo');
  else if (Number(s) > SUPERFICIE_MAXIMA_HA) agregarError(e, 'superficie', 'Superficie no puede ser mayor a 10,000 ha');

  const pl = typeof p.plantas === 'number' ? String(p.plantas) : typeof p.plantas === 'string' ? p.plantas.trim() : '';
  if (vacio(p.plantas)) agregarError(e, 'plantas', 'Número de plantas es requerido');
  else if (!NUMERO.test(pl) || !Number.isFinite(Number(pl))) agregarError(e, 'plantas', 'Número de plantas debe ser un número');
  else if (!Number.isInteger(Number(pl))) agregarError(e, 'plantas', 'Número de plantas no puede tener decimales');
  else if (Number(pl) < 0) agregarError(e, 'plantas', 'Número de plantas debe ser un número positivo');
  else if (Number(pl) > PLANTAS_MAXIMAS) agregarError(e, 'plantas', 'Número de plantas no puede ser mayor a 10,000,000');
  return e;
}

/** Validates a list of plots; errors are keyed `parcelas.<i>.<campo>` so the form can place each one. */
export function validarParcelas(lista: Partial<Record<keyof ParcelaNueva, unknown>>[]): ErroresCampos {
  const e: ErroresCampos = {};
  if (lista.length === 0) agregarError(e, 'parcelas', 'Agregue al menos una parcela');
  lista.forEach((p, i) => {
    for (const [campo, mensajes] of Object.entries(validarParcela(p)))
      for (const m of mensajes) agregarError(e, `parcelas.${i}.${campo}`, m);
  });
  return e;
}

/** A plot as the totals see it: surface (ha), plants, and the baja reason when it was removed. */
export interface ParcelaTotales {
  superficie: number;
  plantas: number;
  baja?: string | number | null;
}

/**
 * Totals of a producer's plots (R050): a plot with a baja reason counts in none of them.
 * @example totalesProductor([{superficie: 2, plantas: 1000}, {superficie: 1.5, plantas: 500, baja: 'x'}]) // {parcelas: 1, superficie: 2, plantas: 1000}
 */
export function totalesProductor(parcelas: readonly ParcelaTotales[]): { parcelas: number; superficie: number; plantas: number } {
  const vigentes = parcelas.filter((p) => p.baja == null || p.baja === '');
  // Sum in thousandths of a hectare (the stored precision) so 0.1 + 0.2 stays 0.3.
  const milesimas = vigentes.reduce((s, p) => s + Math.round(Number(p.superficie) * 1000), 0);
  return { parcelas: vigentes.length, superficie: milesimas / 1000, plantas: vigentes.reduce((s, p) => s + Number(p.plantas), 0) };
}

export const BANDAS_SUPERFICIE = ['Menor a 1 ha', '1 - 2 ha', '2 - 5 ha', 'Mayor a 5 ha'] as const;
export type BandaSuperficie = (typeof BANDAS_SUPERFICIE)[number];

/** Surface band (R054; DECISIONS.md 'bands'): < 1, 1–< 2, 2–< 5, ≥ 5 ha. */
export function bandaSuperficie(ha: number): BandaSuperficie {
  if (ha < 1) return 'Menor a 1 ha';
  if (ha < 2) return '1 - 2 ha';
  if (ha < 5) return '2 - 5 ha';
  return 'Mayor a 5 ha';
}

/** Parcel-count bucket of the dashboards (R054): one, two, more than two; none for 0. */
export function grupoNumeroParcelas(n: number): 'Ninguna' | 'Una' | 'Dos' | 'Más de dos' {
  if (n <= 0) return 'Ninguna';
  if (n === 1) return 'Una';
  if (n === 2) return 'Dos';
  return 'Más de dos';
}

export type Geolocalizacion = 'polígono' | 'centroide' | 'sin geolocalizar';

/**
 * Geolocation label (R056): 'polígono' if a polygon exists; otherwise 'centroide' if a centroid exists
 * (either the `centroide` object or the centroide_lat/lng pair); otherwise 'sin geolocalizar'.
 */
export function etiquetaGeolocalizacion(p: {
  poligono?: unknown;
  centroide?: { lat: number; lng: number } | null;
  centroide_lat?: number | null;
  centroide_lng?: number | null;
}): Geolocalizacion {
  if (p.poligono != null) return 'polígono';
  if (p.centroide != null || (p.centroide_lat != null && p.centroide_lng != null)) return 'centroide';
  return 'sin geolocalizar';
}

/** geoFilter of the plot list (001 §2.3, R057): 1 polygon, 2 centroid only, 3 not geolocated; absent = all. */
export type FiltroGeolocalizacion = 1 | 2 | 3;

/** The filter's options in the spec's order, with the geolocation label each one keeps (R056). */
export const OPCIONES_FILTRO_GEOLOCALIZACION: readonly {
  valor: FiltroGeolocalizacion | null;
  etiqueta: string;
  geolocalizacion: Geolocalizacion | null;
}[] = [
  { valor: 1, etiqueta: 'Con Polígono', geolocalizacion: 'polígono' },
  { valor: 2, etiqueta: 'Sólo centroide', geolocalizacion: 'centroide' },
  { valor: 3, etiqueta: 'Sin geolocalizar', geolocalizacion: 'sin geolocalizar' },
  { valor: null, etiqueta: 'Todas', geolocalizacion: null },
];

/**
 * Reads geoFilter from the query string or a request (R057): '1', '2', '3' (or the numbers) are accepted; anything
 * else ('4', 'abc', '1.5', absent) means all plots, so a stale or hand-edited link still opens the list (R057 gap).
 * @example filtroGeolocalizacion(new URLSearchParams('?geoFilter=3').get('geoFilter')) // 3
 */
export function filtroGeolocalizacion(valor: unknown): FiltroGeolocalizacion | null {
  const texto = typeof valor === 'number' ? String(valor) : typeof valor === 'string' ? valor.trim() : '';
  return texto === '1' || texto === '2' || texto === '3' ? (Number(texto) as FiltroGeolocalizacion) : null;
}

/**
 * Name of the plot list's Excel file (001 §2.3, §9; R059): the plural plot label in lower case, then
 * _YYYYMMDD_HHmmss, without extension (the caller adds '.xlsx'). The time is the cooperative's clock (its
 * time zone, as for 'today'); spaces in a label become '_' and characters no file system accepts are dropped.
 * @example nombreArchivoParcelas({ parcelas_etiqueta: 'apiario' }, new Date('2024-12-31T23:59:59-06:00')) // 'apiarios_20241231_235959'
 */
export function nombreArchivoParcelas(cfg: Partial<ConfiguracionCooperativa> | null | undefined, ahora: Date = new Date()): string {
  const etiqueta = etiquetasProductor(cfg)
    .parcelas.toLocaleLowerCase('es')
    .replace(/[\\/:*?"<>|]/g, '')
    .replace(/\s+/g, '_');
  const p = partesEnZona(ahora, cfg?.zona_horaria);
  return `${etiqueta}_${p.year}${p.month}${p.day}_${p.hour}${p.minute}${p.second}`;
}
