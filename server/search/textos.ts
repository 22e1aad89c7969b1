/**
 * The searched texts kept apart (migration 0083, table textos_busqueda): a table without row-level security, so a
 * LIKE there still walks its trigram index, which under a policy it may not (LIKE is not LEAKPROOF). Only ids come
 * out of it, and the rows are then read through the protected table: a statement that forgot the cooperative here
 * still reads no other cooperative's row (docs/DECISIONES.md, 'issue 29: búsquedas bajo seguridad por filas').
 */

/** The sources whose text the table keeps (its `tabla` column and the partial index of each). */
export type FuenteTexto = 'anticipos' | 'productores' | 'calidad_analisis' | 'parcelas';

/**
 * The ids of `fuente`'s rows of cooperative `coop` (a placeholder) whose text matches `patron` (SQL of a LIKE pattern,
 * lower-case and without accents, as the engine builds it). The source is written as a literal so its partial index
 * matches.
 */
export const idsConTexto = (fuente: FuenteTexto, coop: string, patron: string): string =>
  `SELECT b.id FROM textos_busqueda b WHERE b.tabla = '${fuente}' AND b.id_cooperativa = ${coop} AND b.texto LIKE ${patron}`;
