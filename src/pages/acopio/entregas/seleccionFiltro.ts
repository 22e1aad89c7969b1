/**
 * Selecting every delivery of the list's filter, not only the page shown (Gmail's and react-admin's «select all»):
 * when the whole page is selected and the filter holds more, the list offers the rest. The lot and state endpoints
 * take at most `MAXIMO_ENTREGAS_POR_ENVIO` deliveries a submission, so a larger filter is told to narrow itself
 * instead (docs/DECISIONES.md 'acopio-lotes: seleccionar todo el filtro'). Pure: the list passes what it shows.
 */

/** What the line above the table offers for the page's selection. */
export type OfertaFiltro =
  /** Nothing more to offer: part of the page is selected, or the page already shows the whole filter. */
  | { tipo: 'ninguna' }
  /** «Seleccionar las {total} entregas del filtro». */
  | { tipo: 'ofrecer'; pagina: number; total: number }
  /** The filter holds more than one submission takes: narrow it. */
  | { tipo: 'demasiadas'; pagina: number; total: number; maximo: number };

export function ofertaDelFiltro({
  filasPagina,
  seleccionadasPagina,
  total,
  maximo,
}: {
  filasPagina: number;
  seleccionadasPagina: number;
  total: number;
  maximo: number;
}): OfertaFiltro {
  if (filasPagina === 0 || seleccionadasPagina < filasPagina || total <= filasPagina) return { tipo: 'ninguna' };
  return total > maximo ? { tipo: 'demasiadas', pagina: filasPagina, total, maximo } : { tipo: 'ofrecer', pagina: filasPagina, total };
}

/**
 * What a population selection belongs to: the filters, sort, page and page size the list showed when it was made.
 * Any change of them (the cycle remounts the list) makes another key, and the population no longer applies.
 */
export function claveDelFiltro(l: {
  filtro: Record<string, unknown>;
  orden: { field: string; order: string };
  pagina: number;
  porPagina: number;
}): string {
  const filtro = Object.fromEntries(Object.entries(l.filtro).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify([filtro, l.orden.field, l.orden.order, l.pagina, l.porPagina]);
}

/**
 * Why the filter's deliveries could not be read, and what to do: the list's message when the population moved, the
 * server's own words when it answered (an HTTP error has a status), and the connection otherwise (a failed fetch's
 * text is the browser's, in English).
 */
export function mensajeErrorFiltro(e: unknown, poblacionCambio: string): string {
  if (e instanceof Error && e.message === poblacionCambio) return poblacionCambio;
  const delServidor = e instanceof Error && 'status' in e && e.message ? e.message.replace(/\.$/, '') : null;
  return delServidor
    ? `No se pudieron reunir las entregas del filtro: ${delServidor}. Vuelva a intentarlo.`
    : 'No se pudieron reunir las entregas del filtro: el servidor no respondió. Revise su conexión y vuelva a intentarlo.';
}

const cifra = (n: number) => n.toLocaleString('es-MX');

/** The line's words, as the manager reads them. */
export const textosFiltro = {
  pagina: (n: number) =>
    n === 1 ? 'Se seleccionó la entrega de esta página.' : `Se seleccionaron las ${cifra(n)} entregas de esta página.`,
  ofrecer: (total: number) => `Seleccionar las ${cifra(total)} entregas del filtro`,
  reuniendo: (total: number) => `Reuniendo las ${cifra(total)} entregas del filtro…`,
  todas: (total: number) => `Se seleccionaron las ${cifra(total)} entregas del filtro.`,
  demasiadas: (maximo: number, total: number) =>
    `Puede asignar lote o estado a ${cifra(maximo)} entregas a la vez y el filtro tiene ${cifra(total)}: ` +
    'filtre por fecha de entrega para reducirlas, o trabaje página por página.',
  seleccionadas: (n: number) => (n === 1 ? '1 entrega seleccionada' : `${cifra(n)} entregas seleccionadas`),
};
