/** The removal dialog of the plot profile and the editor (001 §4, §7, §8; R074). */
export const PREGUNTA_ELIMINAR_CROQUIS =
  'Deseas eliminar el croquis actual y utilizar el anterior, o quieres dejar esta parcela sin croquis?';

export interface OpcionEliminarCroquis {
  etiqueta: string;
  /** `DELETE /api/<llamada>`; null = close the dialog, no call. */
  llamada: ((uuid: string) => string) | null;
}

/** The three options, in the spec's order; each call matched to its option by name (R074). */
export const OPCIONES_ELIMINAR_CROQUIS: readonly OpcionEliminarCroquis[] = [
  { etiqueta: 'Eliminar actual y usar el anterior si existe', llamada: (uuid) => `eliminarultimocroquis/${encodeURIComponent(uuid)}` },
  { etiqueta: 'Eliminar croquis', llamada: (uuid) => `eliminarcroquis/${encodeURIComponent(uuid)}` },
  { etiqueta: 'Cancelar', llamada: null },
];

/** Success notice: 'Croquis eliminado' plus the server's message when it sends one. */
export function avisoCroquisEliminado(mensajeServidor?: string | null): string {
  const m = (mensajeServidor ?? '').trim();
  return m ? `Croquis eliminado. ${m}` : 'Croquis eliminado';
}
