import { useCiclo } from '../../sesion/CicloContext';

/**
 * The cycle the deliveries and lots screens show (the shell's selected cycle, R016) and whether it is the active
 * collection cycle: only then are lots created, edited or deleted and 'Nuevo' offered (spec 002 §2.7, §4).
 */
export function useCicloAcopio() {
  const { ciclos, ciclo, elegir } = useCiclo();
  // `POST ciclos` answers activo_acopio (domain/contrato/catalogos.ts); the shell's type keeps only what it needs.
  const activo = !!ciclo && (ciclo as { activo_acopio?: boolean }).activo_acopio === true;
  return { ciclos, ciclo, elegir, activo };
}
