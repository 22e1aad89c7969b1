/**
 * Figures of the plots dashboard (spec 001 §2.2, §3 'Plot dashboard data'). They cover only the plots that have
 * a form (the plot section of an inspection form, table parcelas_formularios); the server sums, these rules
 * name and shape what it sums.
 */

/** Other production activities of the bar chart, in the spec's order; 'ninguno' is a form with none of them. */
export const ACTIVIDADES_OTRAS = [
  { clave: 'autoconsumo', etiqueta: 'Autoconsumo' },
  { clave: 'otros_cultivos', etiqueta: 'Otros cultivos' },
  { clave: 'potrero', etiqueta: 'Potrero' },
  { clave: 'monte_bosque', etiqueta: 'Monte/Bosque' },
  { clave: 'acahual', etiqueta: 'Acahual' },
  { clave: 'reserva', etiqueta: 'Área de reserva' },
  { clave: 'ninguno', etiqueta: 'Ninguno' },
] as const;
export type ActividadOtra = (typeof ACTIVIDADES_OTRAS)[number]['clave'];

/** Hectares of each activity recorded in one plot's form. */
export type HectareasActividades = Record<Exclude<ActividadOtra, 'ninguno'>, number>;

/**
 * The activities a plot's form counts in (a plot counts once in each activity it has more than 0 ha of), or
 * ['ninguno'] when it has none.
 * @example actividadesDeFormulario({ autoconsumo: 0.5, otros_cultivos: 0, potrero: 1, monte_bosque: 0, acahual: 0, reserva: 0 }) // ['autoconsumo', 'potrero']
 */
export function actividadesDeFormulario(ha: HectareasActividades): ActividadOtra[] {
  const con = ACTIVIDADES_OTRAS.filter((a) => a.clave !== 'ninguno' && Number(ha[a.clave]) > 0).map((a) => a.clave);
  return con.length ? con : ['ninguno'];
}

export interface FilaActividad {
  clave: ActividadOtra;
  etiqueta: string;
  total: number;
}

/**
 * The bar's rows from the number of forms with each activity and the number of forms with none; every activity
 * is present (0 when no form has it), in the spec's order.
 */
export function filasActividades(conteos: Partial<Record<ActividadOtra, number>>): FilaActividad[] {
  return ACTIVIDADES_OTRAS.map((a) => ({ clave: a.clave, etiqueta: a.etiqueta, total: Number(conteos[a.clave] ?? 0) }));
}

/** Gender buckets of the chart (001 §3): women, men, and unassigned (no gender or one the catalogue does not name). */
export const GRUPOS_GENERO = [
  { clave: 'mujer', etiqueta: 'Mujeres' },
  { clave: 'hombre', etiqueta: 'Hombres' },
  { clave: 'sin_asignar', etiqueta: 'Sin asignar' },
] as const;
export type GrupoGenero = (typeof GRUPOS_GENERO)[number]['clave'];

const sinAcentos = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * A producer's gender bucket from the gender catalogue's name (cat_generos: 'Hombre', 'Mujer'): case and
 * accents ignored, the plural and the English words accepted; null or anything else is 'sin_asignar'.
 * @example grupoGenero('Mujer') // 'mujer'
 * @example grupoGenero(null) // 'sin_asignar'
 */
export function grupoGenero(nombre: string | null | undefined): GrupoGenero {
  const n = sinAcentos(nombre ?? '');
  if (['mujer', 'mujeres', 'femenino', 'f', 'female', 'woman'].includes(n)) return 'mujer';
  if (['hombre', 'hombres', 'masculino', 'm', 'male', 'man'].includes(n)) return 'hombre';
  return 'sin_asignar';
}

/** Sums of the plots with a form of one gender: crop hectares, total (reported) area, estimated harvest in kg. */
export interface SumasGenero {
  ha_cafe: number;
  ha_cult: number;
  ha_estimacion: number;
}

/** Two decimals, half away from zero, without binary noise (1.005 → 1.01). */
export const redondear2 = (x: number): number => (Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-9)) / 100;

/**
 * The gender chart's rows: the sums grouped by catalogue name are folded into the three buckets (two names of
 * one bucket add up), hectares with 2 decimals (001 §9), kg as whole kilograms; every bucket present.
 * @example filasGenero([{ genero: 'Mujer', ha_cafe: 1.234, ha_cult: 2, ha_estimacion: 350.5 }])[0] // { genero: 'mujer', etiqueta: 'Mujeres', ha_cafe: 1.23, ha_cult: 2, ha_estimacion: 351 }
 */
export function filasGenero(
  sumas: readonly ({ genero: string | null } & SumasGenero)[],
): ({ genero: GrupoGenero; etiqueta: string } & SumasGenero)[] {
  const acc = new Map<GrupoGenero, SumasGenero>(GRUPOS_GENERO.map((g) => [g.clave, { ha_cafe: 0, ha_cult: 0, ha_estimacion: 0 }]));
  for (const s of sumas) {
    const a = acc.get(grupoGenero(s.genero))!;
    a.ha_cafe += Number(s.ha_cafe);
    a.ha_cult += Number(s.ha_cult);
    a.ha_estimacion += Number(s.ha_estimacion);
  }
  return GRUPOS_GENERO.map((g) => {
    const a = acc.get(g.clave)!;
    return {
      genero: g.clave,
      etiqueta: g.etiqueta,
      ha_cafe: redondear2(a.ha_cafe),
      ha_cult: redondear2(a.ha_cult),
      ha_estimacion: Math.round(a.ha_estimacion),
    };
  });
}

/**
 * The counters: plots with a form, their crop hectares (2 decimals) and the average per plot with a form
 * (2 decimals; 0 when there is none, never NaN).
 * @example totalesTablero(3, 4.5) // { parcelas_totales: 3, total_has_cafe: 4.5, promedio_has_cafe: 1.5 }
 */
export function totalesTablero(
  parcelas: number,
  hectareas: number,
): { parcelas_totales: number; total_has_cafe: number; promedio_has_cafe: number } {
  const n = Number(parcelas) || 0;
  const ha = Number(hectareas) || 0;
  return { parcelas_totales: n, total_has_cafe: redondear2(ha), promedio_has_cafe: n > 0 ? redondear2(ha / n) : 0 };
}
