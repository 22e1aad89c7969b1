import { agregarError, type ErroresCampos } from '../comun/validacion';

/**
 * The risk a cooperative gives each locality on the registry's maps (spec 001 §2.13, §3 'Locality': cat_localidad_riesgo
 * Bajo 1, Medio 2, Alto 3 with colour; §4 'null until chosen; then editable'). The same catalogue is seeded by migration
 * 0029; the colours carry white text at 4.5:1 or more (WCAG AA), since labels and chips are written on them.
 */
export const RIESGOS_LOCALIDAD = [
  { id: 1, nombre: 'Bajo', color: '#2E7D32' },
  { id: 2, nombre: 'Medio', color: '#A35200' },
  { id: 3, nombre: 'Alto', color: '#C62828' },
] as const;

export type IdRiesgoLocalidad = (typeof RIESGOS_LOCALIDAD)[number]['id'];

/** What a locality without a chosen risk shows (the select's empty option, the map's grey label). */
export const SIN_ASIGNAR = 'Sin asignar';
export const COLOR_SIN_ASIGNAR = '#616161';

/** 422 of a risk outside the catalogue (the spec gives none; docs/DECISIONES.md). */
export const MENSAJE_RIESGO_INVALIDO = 'Seleccione un nivel de riesgo válido: Bajo, Medio o Alto';

export const esRiesgoLocalidad = (v: unknown): v is IdRiesgoLocalidad => RIESGOS_LOCALIDAD.some((r) => r.id === v);

/** 'Bajo', 'Medio', 'Alto', or 'Sin asignar' for null (or anything outside the catalogue). */
export function etiquetaRiesgoLocalidad(id: number | null | undefined): string {
  return RIESGOS_LOCALIDAD.find((r) => r.id === id)?.nombre ?? SIN_ASIGNAR;
}

/** The risk's colour; grey when unset. */
export function colorRiesgoLocalidad(id: number | null | undefined): string {
  return RIESGOS_LOCALIDAD.find((r) => r.id === id)?.color ?? COLOR_SIN_ASIGNAR;
}

/**
 * The body of `PUT localidades/{uuid}`: a risk of the catalogue, or null to return the locality to 'Sin asignar'
 * (a mistaken choice can be undone; docs/DECISIONES.md). The browser's select and the server run the same check.
 */
export function validarRiesgoLocalidad(v: unknown): ErroresCampos {
  const errores: ErroresCampos = {};
  if (v !== null && !esRiesgoLocalidad(v)) agregarError(errores, 'id_cat_localidad_riesgo', MENSAJE_RIESGO_INVALIDO);
  return errores;
}

/**
 * KML writes colours as aabbggrr (alpha, then blue, green, red), not #rrggbb.
 * @example colorKml('#C62828') // 'ff2828c6'
 */
export function colorKml(hex: string, alfa = 'ff'): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Color no válido: ${hex}`);
  return `${alfa}${m[3]}${m[2]}${m[1]}`.toLowerCase();
}

/** Plot labels on a locality's detail map appear from this zoom (spec 001 §2.13 'parcel labels visible at zoom 18 or more'). */
export const ZOOM_ETIQUETAS_PARCELAS = 18;

/** Whether plot labels show at this zoom. */
export const muestraEtiquetasParcelas = (zoom: number): boolean => zoom >= ZOOM_ETIQUETAS_PARCELAS;
