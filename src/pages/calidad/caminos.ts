import { rutas } from '@domain/comun/rutas';

/** The quality area's six paths (spec 002 §2.1, §2.15); the root comes from domain/comun/rutas.ts. */
export const caminosCalidad = {
  lista: () => rutas.calidad(),
  seleccion: () => `${rutas.calidad()}/seleccion`,
  fisicoRegistro: () => `${rutas.calidad()}/analisis/fisico/registro`,
  fisicoInfo: () => `${rutas.calidad()}/analisis/fisico/info`,
  sensorialRegistro: () => `${rutas.calidad()}/analisis/sensorial/registro`,
  sensorialInfo: () => `${rutas.calidad()}/analisis/sensorial/info`,
};
