/** Harvest cycles (spec 000 §3 'Cycle', §4, R016). */
export interface Ciclo {
  id: number;
  uuid: string;
  nombre: string;
  activo?: boolean | number;
}

/** Option label: 'CICLO 2023-2024'. */
export const etiquetaCiclo = (c: Pick<Ciclo, 'nombre'>): string => `CICLO ${c.nombre}`;

/** The last cycle returned is the default (R016); none when the list is empty. */
export function cicloPorDefecto<C extends Ciclo>(ciclos: readonly C[]): C | null {
  return ciclos.length > 0 ? ciclos[ciclos.length - 1] : null;
}

/**
 * The cycle to show: the one kept locally if it is still offered, else the default. A stored choice
 * wins over 'the last returned' because the spec keeps the selection locally (000 §4; R016 GAP).
 */
export function cicloSeleccionado<C extends Ciclo>(ciclos: readonly C[], guardadoId: number | null | undefined): C | null {
  return ciclos.find((c) => c.id === guardadoId) ?? cicloPorDefecto(ciclos);
}
