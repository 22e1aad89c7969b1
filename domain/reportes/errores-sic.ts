import { esPoligono } from '../poligono/forma';
import type { Poligono, Posicion } from '../poligono/tipos';

/**
 * The errors of the SIC final report (spec 002 §2.16, §8 'Quality and report'): each a named rule with the Spanish
 * label its badge shows. The report's query gathers the facts per producer and plot; these rules decide.
 */
export const ERRORES_SIC = {
  FORMULARIO_SIN_PRODUCTOR: 'Formulario sin productor',
  PARCELA_SIN_CROQUIS: 'Parcela sin croquis',
  POLIGONO_INVALIDO: 'Polígono inválido',
  SIN_INSPECCION: 'Sin inspección en el ciclo',
  CATEGORIA_DISTINTA_COMITE: 'Categoría distinta a la del comité',
  PUNTO_FUERA_DE_PARCELA: 'Punto GPS fuera de la parcela',
  VERSION_ANTIGUA: 'Versión antigua del formulario',
} as const;
export type ErrorSic = keyof typeof ERRORES_SIC;

/**
 * What counts as the producer's inspection this cycle: a field form of the main plot or the organic plan (002 §2.14)
 * linked to the account, or the account's format of one (tx_formatos.reporte: the wizards write `sic_pp`/`tx_po`,
 * an inspection captured in the office writes `inspeccion_interna`/`plan_organico`).
 */
export const TIPOS_INSPECCION: readonly string[] = ['sic_pp', 'tx_po', 'inspeccion_interna', 'plan_organico'];

/** A form of the cycle not yet linked to a producer. */
export const formularioSinProductor = (f: { id_cuenta: number | null }): boolean => f.id_cuenta === null;

/** A producer's plot (without 'baja') with no sketch: no polygon stored. */
export const parcelaSinCroquis = (p: { poligono: unknown }): boolean => p.poligono === null || p.poligono === undefined;

/**
 * A stored sketch that the plot rules of domain/poligono refuse: not a polygon at all, or its review (revisarPoligono,
 * run with the plot's full context — reported area, neighbours, locality — whenever the sketch is saved, imported or
 * linked) kept an alert marked `error` (what the EU system would reject; `parcelas.alertas_error_poligono_count`, the
 * figure the EUDR package reads too, so the two never disagree). Warnings (area off by 20 %, spikes) are not errors.
 */
export function poligonoInvalido(poligono: unknown, erroresGuardados: number): boolean {
  if (poligono === null || poligono === undefined) return false;
  return !esPoligono(poligono) || erroresGuardados > 0;
}

/** A producer of the cycle with none of TIPOS_INSPECCION among their forms and formats. */
export const sinInspeccion = (tiposDeFormularios: readonly string[]): boolean =>
  !tiposDeFormularios.some((t) => TIPOS_INSPECCION.includes(t));

/**
 * The account's category disagrees with the committee's decision of the cycle (the newest evaluation's
 * `sanc_cat_nueva`): no decision yet is not an error (it is the committee's pending work, not a data error).
 */
export const categoriaDistintaComite = (categoriaCuenta: number, categoriaComite: number | null): boolean =>
  categoriaComite !== null && categoriaComite !== categoriaCuenta;

/**
 * Ray casting on [lng, lat] (GeoJSON order), outer ring minus holes. A point exactly on an edge may fall either
 * way: GPS noise is metres, an edge has no width.
 */
function dentroDeAnillo(lng: number, lat: number, anillo: readonly Posicion[]): boolean {
  let dentro = false;
  for (let i = 0, j = anillo.length - 1; i < anillo.length; j = i++) {
    const [xi, yi] = anillo[i];
    const [xj, yj] = anillo[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) dentro = !dentro;
  }
  return dentro;
}
export function puntoEnPoligono(punto: { lng: number; lat: number }, p: Poligono): boolean {
  const [exterior, ...huecos] = p.coordinates;
  if (!exterior || !dentroDeAnillo(punto.lng, punto.lat, exterior)) return false;
  return !huecos.some((h) => dentroDeAnillo(punto.lng, punto.lat, h));
}

/**
 * The GPS point of a form linked to a plot lies outside the plot's polygon. Without a point or a valid polygon
 * there is nothing to compare (the sketch's own errors are reported by the rules above).
 */
export function puntoFueraDeParcela(punto: unknown, poligono: unknown): boolean {
  const c = coordenadasDePunto(punto);
  if (!c || !esPoligono(poligono)) return false;
  return !puntoEnPoligono(c, poligono);
}

/** A GeoJSON Point's [lng, lat], or null. */
export function coordenadasDePunto(punto: unknown): { lng: number; lat: number } | null {
  if (!punto || typeof punto !== 'object') return null;
  const c = (punto as { coordinates?: unknown }).coordinates;
  if (!Array.isArray(c) || typeof c[0] !== 'number' || typeof c[1] !== 'number') return null;
  return { lng: c[0], lat: c[1] };
}

/**
 * The form was filled with a version other than the one deployed on KoboToolbox (formularios_campo.version_formulario
 * vs kobo_fichas.kobo_version_implementada). Unknown on either side (a form made by hand, a form never deployed) is
 * not an error.
 */
export const versionAntigua = (versionFormulario: string | null, versionImplementada: string | null): boolean =>
  versionFormulario !== null && versionImplementada !== null && versionFormulario !== versionImplementada;

/** The badges of a row, in the order of ERRORES_SIC. */
export const etiquetasErrores = (errores: readonly ErrorSic[]): string[] =>
  (Object.keys(ERRORES_SIC) as ErrorSic[]).filter((e) => errores.includes(e)).map((e) => ERRORES_SIC[e]);

/**
 * What the person does about each error (the screen's legend): every finding of the report says where it is fixed,
 * so the list is work to do before the certifier's audit, not only a list of faults.
 */
export const COMO_CORREGIR: Record<ErrorSic, string> = {
  FORMULARIO_SIN_PRODUCTOR: 'Vincule el formulario a su productor en «Vincular fichas SIC».',
  PARCELA_SIN_CROQUIS: 'Dibuje el croquis en el perfil de la parcela, o vincule el croquis de campo en «Vincular parcelas».',
  POLIGONO_INVALIDO: 'Corrija el croquis en el perfil de la parcela: su revisión dice qué falla.',
  SIN_INSPECCION: 'Vincule la ficha de la parcela principal o el plan orgánico del productor en «Vincular fichas SIC».',
  CATEGORIA_DISTINTA_COMITE: 'Revise en el perfil del productor su categoría o la decisión del comité.',
  PUNTO_FUERA_DE_PARCELA: 'El punto GPS de la ficha cae fuera del croquis: revise el croquis o que la ficha sea de esa parcela.',
  VERSION_ANTIGUA: 'La ficha se llenó con una versión anterior del formulario: actualice el formulario en los teléfonos (Ficha Master).',
};
