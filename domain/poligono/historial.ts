import type { Poligono } from './tipos';

/**
 * Edit history of the sketch editor (001 §2.8, R072) as a pure reducer: every edit (drag, vertex insert,
 * move, right-click removal) pushes the previous polygon on the undo stack and clears the redo stack.
 * `editado` says whether the polygon on screen differs from the last saved one: undoing back to it clears the
 * flag, so leaving asks for confirmation only when something would be lost (R072 gap; docs/DECISIONES.md).
 */
export interface HistorialCroquis {
  pasado: (Poligono | null)[];
  presente: Poligono | null;
  futuro: (Poligono | null)[];
  /** The polygon as the server has it (loaded or last saved). */
  guardado: Poligono | null;
  editado: boolean;
}

export type AccionHistorial =
  | { tipo: 'editar'; poligono: Poligono | null }
  | { tipo: 'deshacer' }
  | { tipo: 'rehacer' }
  /** After a successful save: what is on screen is now the saved polygon; the history is kept. */
  | { tipo: 'guardado' }
  /** A fresh load from the server: history starts over. */
  | { tipo: 'cargar'; poligono: Poligono | null };

/** Undo steps kept; older ones are dropped so a long session does not hold every version in memory. */
export const LIMITE_HISTORIAL = 100;

function iguales(a: Poligono | null, b: Poligono | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const [ra, rb] = [a.coordinates, b.coordinates];
  return (
    ra.length === rb.length &&
    ra.every((anillo, i) => anillo.length === rb[i].length && anillo.every((p, j) => p[0] === rb[i][j][0] && p[1] === rb[i][j][1]))
  );
}

export const historialInicial = (poligono: Poligono | null): HistorialCroquis => ({
  pasado: [],
  presente: poligono,
  futuro: [],
  guardado: poligono,
  editado: false,
});

export function historialCroquis(estado: HistorialCroquis, accion: AccionHistorial): HistorialCroquis {
  const con = (presente: Poligono | null, pasado: (Poligono | null)[], futuro: (Poligono | null)[]): HistorialCroquis => ({
    pasado,
    presente,
    futuro,
    guardado: estado.guardado,
    editado: !iguales(presente, estado.guardado),
  });
  switch (accion.tipo) {
    case 'editar':
      // a click that moves nothing is not a step
      if (iguales(accion.poligono, estado.presente)) return estado;
      return con(accion.poligono, [...estado.pasado, estado.presente].slice(-LIMITE_HISTORIAL), []);
    case 'deshacer':
      if (estado.pasado.length === 0) return estado;
      return con(estado.pasado[estado.pasado.length - 1], estado.pasado.slice(0, -1), [estado.presente, ...estado.futuro]);
    case 'rehacer':
      if (estado.futuro.length === 0) return estado;
      return con(estado.futuro[0], [...estado.pasado, estado.presente], estado.futuro.slice(1));
    case 'guardado':
      return { ...estado, guardado: estado.presente, editado: false };
    case 'cargar':
      return historialInicial(accion.poligono);
  }
}

export const puedeDeshacer = (e: HistorialCroquis): boolean => e.pasado.length > 0;
export const puedeRehacer = (e: HistorialCroquis): boolean => e.futuro.length > 0;
/** Leaving the editor asks for confirmation only with unsaved changes (R072). */
export const confirmarSalida = (e: HistorialCroquis): boolean => e.editado;
