import { agregarError, type ErroresCampos } from '../comun/validacion';
import { esFecha } from '../acopio/fechas';

/**
 * The dashboards' filter panel (spec 000 §2.3: Desde, Hasta, Inspector, Ubicación; §5, R028, R029). One rule for the
 * browser (the panel, the URL) and the server (what reaches the SQL). Desde, Hasta and Inspector choose inspection
 * records (formats: their date and their inspector); Ubicación chooses producers by the municipality and locality
 * of their home (docs/DECISIONES.md 'filtros').
 */
export interface FiltrosPanel {
  /** yyyy-MM-dd, inclusive. */
  desde?: string;
  /** yyyy-MM-dd, inclusive. */
  hasta?: string;
  id_inspector?: number;
  id_municipio?: number;
  id_localidad?: number;
}

export type CampoPanel = keyof FiltrosPanel;
export const CAMPOS_PANEL: readonly CampoPanel[] = ['desde', 'hasta', 'id_inspector', 'id_municipio', 'id_localidad'];
const CAMPOS_ENTEROS = ['id_inspector', 'id_municipio', 'id_localidad'] as const;

export const MENSAJES_FILTROS = {
  fecha: 'Escriba la fecha como aaaa-mm-dd',
  rango: 'La fecha Hasta no puede ser anterior a Desde',
  entero: 'Elija una opción de la lista',
  inspector: 'El inspector no es de esta cooperativa',
  ubicacion: 'La ubicación no existe',
  localidad: 'La localidad no es del municipio elegido',
} as const;

/**
 * R028: a filter value of 0 or empty means 'all'. Empty is '' (also only spaces), null or absent (the GAP of R028:
 * a value that was never chosen is as empty as one cleared).
 */
export const esTodos = (v: unknown): boolean =>
  v === undefined || v === null || v === 0 || v === '0' || (typeof v === 'string' && v.trim() === '');

/** R029: the end date cannot precede the start date (either one missing: nothing to compare). */
export const rangoValido = (desde: string | undefined, hasta: string | undefined): boolean => !desde || !hasta || desde <= hasta;

/** Whether the panel chooses inspection records (a date or an inspector), not only a place. */
export const filtraInspecciones = (p: FiltrosPanel): boolean => !!(p.desde || p.hasta || p.id_inspector);

/** Whether the panel filters anything at all. */
export const panelActivo = (p: FiltrosPanel): boolean => CAMPOS_PANEL.some((c) => p[c] !== undefined);

/**
 * Reads raw values (from the URL, a form or a request) into a panel: each 'all' value is left out; a date must be a
 * real yyyy-MM-dd day, an id a positive integer (as number or digits). Errors are by field, with the spec's rule for
 * the range; the panel holds only what was valid.
 */
export function leerPanel(crudo: Partial<Record<CampoPanel, unknown>>): { panel: FiltrosPanel; errores: ErroresCampos } {
  const panel: FiltrosPanel = {};
  const errores: ErroresCampos = {};
  for (const c of ['desde', 'hasta'] as const) {
    const v = crudo[c];
    if (esTodos(v)) continue;
    const texto = typeof v === 'string' ? v.trim() : v;
    if (esFecha(texto)) panel[c] = texto;
    else agregarError(errores, c, MENSAJES_FILTROS.fecha);
  }
  for (const c of CAMPOS_ENTEROS) {
    const v = crudo[c];
    if (esTodos(v)) continue;
    const n = typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647) panel[c] = n;
    else agregarError(errores, c, MENSAJES_FILTROS.entero);
  }
  if (!rangoValido(panel.desde, panel.hasta)) agregarError(errores, 'hasta', MENSAJES_FILTROS.rango);
  return { panel, errores };
}

/** The panel in the URL's query (`?desde=…&inspector=…`): only what filters, so 'all' leaves the URL clean. */
export const NOMBRES_URL: Record<CampoPanel, string> = {
  desde: 'desde',
  hasta: 'hasta',
  id_inspector: 'inspector',
  id_municipio: 'municipio',
  id_localidad: 'localidad',
};

export function panelAConsulta(p: FiltrosPanel, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const q = new URLSearchParams(base);
  for (const c of CAMPOS_PANEL) {
    q.delete(NOMBRES_URL[c]);
    if (p[c] !== undefined) q.set(NOMBRES_URL[c], String(p[c]));
  }
  return q;
}

/** The panel a URL holds; what is not valid there (typed by hand, an old link) is read as 'all'. */
export function panelDeConsulta(q: URLSearchParams): FiltrosPanel {
  const { panel, errores } = leerPanel(Object.fromEntries(CAMPOS_PANEL.map((c) => [c, q.get(NOMBRES_URL[c]) ?? undefined])));
  // A backwards range in a link is dropped whole rather than guessed.
  if (errores.hasta?.includes(MENSAJES_FILTROS.rango)) {
    delete panel.desde;
    delete panel.hasta;
  }
  return panel;
}

/** The search protocol's filters of a panel (figure calls): dates on `fecha` (>=, <=), ids with `=`. */
export function filtrosDelPanel(p: FiltrosPanel): { column: string; operator: string; value: string | number }[] {
  const f: { column: string; operator: string; value: string | number }[] = [];
  if (p.desde) f.push({ column: 'fecha', operator: '>=', value: p.desde });
  if (p.hasta) f.push({ column: 'fecha', operator: '<=', value: p.hasta });
  for (const c of CAMPOS_ENTEROS) if (p[c] !== undefined) f.push({ column: c, operator: '=', value: p[c]! });
  return f;
}
