/**
 * The EUDR risk a plot shows (spec 001 §4 'EUDR risk shown'; rules R064–R067; DECISIONS.md 'WHISP result').
 * Codes of the catalogue cat_riesgo_eudr: ALTO 1, MEDIO 2, BAJO 3, FALTA_INFORMACION 4, SIN_ASIGNAR 5.
 */
export const RIESGO_EUDR = { ALTO: 1, MEDIO: 2, BAJO: 3, FALTA_INFORMACION: 4, SIN_ASIGNAR: 5 } as const;
export type CodigoRiesgoEudr = (typeof RIESGO_EUDR)[keyof typeof RIESGO_EUDR];
export type NivelRiesgoEudr = 'ALTO' | 'MEDIO' | 'BAJO';

/** Colour of the preliminary Medium label, and of a badge with no level (spec 001 §4, §9). */
export const COLOR_RIESGO_MEDIO = '#FFDDB0';
export const COLOR_RIESGO_SIN_NIVEL = '#E4E3DB';

/** WHISP's coffee/cocoa risk (`risk_pcrop`, `risk_acrop`) as the catalogue's code (DECISIONS.md). */
export type RiesgoWhisp = 'high' | 'low' | 'more_info_needed';
export function codigoDeWhisp(r: string | null | undefined): CodigoRiesgoEudr | null {
  if (r === 'high') return RIESGO_EUDR.ALTO;
  if (r === 'low') return RIESGO_EUDR.BAJO;
  if (r === 'more_info_needed') return RIESGO_EUDR.FALTA_INFORMACION;
  return null;
}

export interface SituacionEudr {
  tienePoligono: boolean;
  /** The stored WHISP result as a catalogue code; null while the analysis has not answered. */
  riesgoWhisp: number | null;
  /** The latest risk a person set with a justification; null when none. */
  riesgoUsuario: number | null;
  /** Polygon alerts that are errors (alertas_error_poligono_count). */
  alertasError: number;
  /** Protected natural areas the polygon overlaps (areas_naturales_count). */
  areasNaturales: number;
}

/**
 * The automatic preliminary risk (R066): WHISP high → ALTO; WHISP low with no polygon error and no protected
 * area → BAJO; any other answer → MEDIO. No polygon, or no WHISP answer yet, → no label (DECISIONS.md: the tab
 * says the evaluation is running instead).
 */
export function riesgoAutomatico(s: Omit<SituacionEudr, 'riesgoUsuario'>): NivelRiesgoEudr | null {
  if (!s.tienePoligono || s.riesgoWhisp === null) return null;
  if (s.riesgoWhisp === RIESGO_EUDR.ALTO) return 'ALTO';
  if (s.riesgoWhisp === RIESGO_EUDR.BAJO && s.alertasError === 0 && s.areasNaturales === 0) return 'BAJO';
  return 'MEDIO';
}

/** A risk set by a person (R065): ALTO and BAJO as chosen, every other code (MEDIO, falta información, sin asignar) MEDIO. */
export function nivelDeUsuario(codigo: number): NivelRiesgoEudr {
  if (codigo === RIESGO_EUDR.ALTO) return 'ALTO';
  if (codigo === RIESGO_EUDR.BAJO) return 'BAJO';
  return 'MEDIO';
}

export interface RiesgoMostrado {
  nivel: NivelRiesgoEudr | null;
  /** Whose judgement the label is: a person's (with its justification) or the automatic preliminary one. */
  origen: 'usuario' | 'automatico' | null;
}

/**
 * What the EUDR tab and the plot list's RIESGO EUDR column show (R065, R067): only with a polygon; a person's
 * risk overrides the automatic one. The list uses the same rule as the tab, so a plot never reads Bajo in one
 * place and Alto in the other (docs/DECISIONES.md).
 */
export function riesgoMostrado(s: SituacionEudr): RiesgoMostrado {
  if (!s.tienePoligono) return { nivel: null, origen: null };
  if (s.riesgoUsuario !== null) return { nivel: nivelDeUsuario(s.riesgoUsuario), origen: 'usuario' };
  const nivel = riesgoAutomatico(s);
  return { nivel, origen: nivel ? 'automatico' : null };
}

/** What the tab says above the risk (R064): a polygon is needed, the analysis is running, or the result. */
export type EstadoAnalisisEudr = 'sin-poligono' | 'en-proceso' | 'con-resultado';
export function estadoAnalisis(s: Pick<SituacionEudr, 'tienePoligono' | 'riesgoWhisp'>): EstadoAnalisisEudr {
  if (!s.tienePoligono) return 'sin-poligono';
  return s.riesgoWhisp === null ? 'en-proceso' : 'con-resultado';
}

export const MENSAJE_SIN_POLIGONO = 'Es necesario un polígono de la parcela para poder hacer análisis';
export const MENSAJE_EN_PROCESO = 'La evaluación automatizada está en proceso. Actualice la página en 5 minutos.';

/** Badge colours of each shown level, the catalogue's (migration 0014); Medium is the spec's #FFDDB0. */
export const COLOR_NIVEL: Record<NivelRiesgoEudr, string> = { ALTO: '#F4A6A6', MEDIO: COLOR_RIESGO_MEDIO, BAJO: '#B9E2B4' };
export const ETIQUETA_NIVEL: Record<NivelRiesgoEudr, string> = { ALTO: 'Alto', MEDIO: 'Medio', BAJO: 'Bajo' };

/** The EUDR tab switch (R064): shown when usa_eudr is on, and when no configuration is stored. */
export const muestraEudr = (usaEudr: number | null | undefined): boolean =>
  usaEudr === undefined || usaEudr === null || Number(usaEudr) === 1;
