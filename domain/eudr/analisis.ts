import { MENSAJE_EN_PROCESO } from './riesgo';

/**
 * What the EUDR tab says about the automated analysis (R064, and beyond the spec: a person must tell 'running' from
 * 'not set up on this server' and 'failed', since each asks for something different of them).
 */
export type EstadoCola = 'sin_enviar' | 'en_espera' | 'terminado' | 'fallido';

export interface SituacionAnalisis {
  tienePoligono: boolean;
  /** Some WHISP answer is stored for the plot (perhaps for an earlier polygon). */
  tieneResultado: boolean;
  configurado: boolean;
  estado: EstadoCola;
}

export interface AvisoAnalisis {
  severidad: 'info' | 'warning';
  texto: string;
}

export const MENSAJE_ANALISIS_FALLIDO =
  'El análisis automatizado de esta parcela no pudo completarse. Un encargado puede reintentarlo desde el tablero de parcelas ' +
  '(«Análisis automático de deforestación»); mientras tanto puede asignar el nivel de riesgo manualmente.';
export const MENSAJE_SIN_SERVICIO =
  'El análisis automatizado de deforestación no está activado en este servidor: la parcela queda en espera. Pida al administrador ' +
  'del sistema que lo active; mientras tanto puede asignar el nivel de riesgo manualmente.';
/** The same, said of the whole cooperative on the plots dashboard. */
export const MENSAJE_SIN_SERVICIO_TABLERO =
  'El análisis automatizado de deforestación no está activado en este servidor: los croquis nuevos quedan en espera. Pida al ' +
  'administrador del sistema que lo active.';
export const MENSAJE_CROQUIS_CAMBIO =
  'El croquis cambió: el resultado mostrado es del polígono anterior y la nueva evaluación está en proceso. Actualice la página en 5 minutos.';

/** The notice above the risk, or null when the stored answer is the current polygon's (or there is no polygon). */
export function avisoAnalisis(s: SituacionAnalisis): AvisoAnalisis | null {
  if (!s.tienePoligono || s.estado === 'terminado') return null;
  if (s.estado === 'fallido') return { severidad: 'warning', texto: MENSAJE_ANALISIS_FALLIDO };
  if (!s.configurado) return { severidad: 'info', texto: MENSAJE_SIN_SERVICIO };
  if (s.estado === 'en_espera') return { severidad: 'info', texto: s.tieneResultado ? MENSAJE_CROQUIS_CAMBIO : MENSAJE_EN_PROCESO };
  // Never queued (a plot drawn before the analysis existed): the stored answer stands, or the spec's message.
  return s.tieneResultado ? null : { severidad: 'info', texto: MENSAJE_EN_PROCESO };
}
