/**
 * Rows of the physical form that come and go (spec 002 §4, R124): a sieve or defect already stored (it has its id)
 * is kept with eliminar = 1 and hidden, so the save removes it; a new one is dropped outright. The first sieve
 * cannot be deleted. Each row has a `clave` only the screen uses (React keys, field names of its errors).
 */
export interface FilaQuitable {
  clave: string;
  eliminar: 0 | 1;
}

let contador = 0;
/** A key for a new row, unique within the page's life. */
export const nuevaClaveFila = (prefijo: string): string => `${prefijo}-${Date.now().toString(36)}-${(contador++).toString(36)}`;

/**
 * Removes row `i` (R124): stored (`guardada`) → eliminar = 1; new → removed. `primeraFija`: index 0 stays (the first
 * sieve, R124 example 3).
 */
export function quitarFila<T extends FilaQuitable>(filas: readonly T[], i: number, guardada: (f: T) => boolean, primeraFija: boolean): T[] {
  if (i < 0 || i >= filas.length || (primeraFija && i === 0)) return [...filas];
  const f = filas[i];
  return guardada(f) ? filas.map((x, j) => (j === i ? { ...x, eliminar: 1 } : x)) : filas.filter((_, j) => j !== i);
}

/** The rows a person sees (not marked for removal), with their index in the full list. */
export const filasVisibles = <T extends FilaQuitable>(filas: readonly T[]): { fila: T; indice: number }[] =>
  filas.map((fila, indice) => ({ fila, indice })).filter((x) => x.fila.eliminar !== 1);
