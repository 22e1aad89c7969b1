/**
 * What the plots dashboard reads (spec 001 §7 'Plots'): the figure calls are src/api/parcelas.ts, the map rows
 * src/api/tableros.ts. Kept under the dashboard's names so its pieces read one module.
 */
export {
  leerTotalesTablero as leerTotales,
  leerPlantasTablero as leerPlantas,
  leerOtrasTablero as leerOtras,
  leerGeneroTablero as leerGenero,
} from '../../../api/parcelas';
export { leerMapaCompleto as leerMapa } from '../../../api/tableros';
export type { TotalesTableroParcelas as TotalesParcelas, FilaPlantasTipo as FilaPlanta, FilaActividad } from '@domain/contrato/parcelas';
export type { FilaMapa } from '@domain/contrato/tableros';
