/**
 * R020 (000/001/002 §9): "Table row estimate 35 px, overscan 5, sticky header when more than 7 rows". A table of more
 * rows keeps its header in view as it scrolls; a short one shows whole, without a scroll of its own.
 */
export const FILAS_SIN_CABECERA_FIJA = 7;
export const ALTO_FILA_ESTIMADO_PX = 35;

/**
 * Whether a table of `filas` rows keeps its header fixed.
 * @example stickyHeader(7) // false
 * @example stickyHeader(8) // true
 */
export const stickyHeader = (filas: number): boolean => filas > FILAS_SIN_CABECERA_FIJA;
