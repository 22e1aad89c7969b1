import { RIESGO_EUDR } from './riesgo';

/**
 * Recommendations of the EUDR tab (spec 001 §4 'Recommendations', R068), built by rule from what the analysis
 * found. The spec's literal 'WHISP not low gives a no-change-detected tip' would tell staff both 'deforestation
 * alert' and 'no change detected' for the same plot; we read it as intended: a low result gives the
 * no-change tip, a high one the alert tip, and 'more information needed' asks for field evidence
 * (docs/DECISIONES.md).
 */
export type CodigoRecomendacion = 'REVISAR_POLIGONO' | 'PLAN_MANEJO' | 'ALERTA_POST_2020' | 'SIN_CAMBIO_DETECTADO' | 'EVIDENCIA_CAMPO';

export interface Recomendacion {
  codigo: CodigoRecomendacion;
  texto: string;
}

const TEXTOS: Record<CodigoRecomendacion, string> = {
  REVISAR_POLIGONO:
    'Revise y corrija el croquis de la parcela: un polígono con errores no se acepta en el sistema de la UE (TRACES) y el análisis no es confiable.',
  PLAN_MANEJO:
    'La parcela se encima con un área natural protegida: documente que la producción está permitida por su plan de manejo y adjunte la autorización.',
  ALERTA_POST_2020:
    'El análisis detectó pérdida de cobertura forestal después del 31 de diciembre de 2020: verifique en campo, con fotografías e imágenes, antes de comprar el producto de esta parcela.',
  SIN_CAMBIO_DETECTADO:
    'No se detectó cambio de cobertura forestal después de 2020: conserve este resultado y el croquis como evidencia de la debida diligencia.',
  EVIDENCIA_CAMPO:
    'El análisis no tiene información suficiente: levante evidencia en campo (fotografías, uso del suelo desde 2020) y registre el nivel de riesgo con su justificación.',
};

export function recomendacionesEudr(alertasError: number, areasNaturales: number, riesgoWhisp: number | null): Recomendacion[] {
  const codigos: CodigoRecomendacion[] = [];
  if (alertasError > 0) codigos.push('REVISAR_POLIGONO');
  if (areasNaturales > 0) codigos.push('PLAN_MANEJO');
  if (riesgoWhisp === RIESGO_EUDR.ALTO) codigos.push('ALERTA_POST_2020');
  else if (riesgoWhisp === RIESGO_EUDR.BAJO) codigos.push('SIN_CAMBIO_DETECTADO');
  else if (riesgoWhisp === RIESGO_EUDR.FALTA_INFORMACION) codigos.push('EVIDENCIA_CAMPO');
  return codigos.map((codigo) => ({ codigo, texto: TEXTOS[codigo] }));
}
