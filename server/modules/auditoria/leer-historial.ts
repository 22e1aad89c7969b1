import type { Db } from '../../db/db';
import { invalido, noEncontrado } from '../../errores';
import { cursorDelProductor, paginaHistorial, productorPorUuid } from './historial.repository';
import { POR_PAGINA_HISTORIAL, type RespuestaHistorial } from '@domain/contrato/historial';

export const CURSOR_AJENO = 'La página pedida no es del historial de este productor; recargue el historial';

/**
 * A page of a producer's 'Historial de cambios' (issue 13): the producer must be the cooperative's (404 otherwise,
 * the same as a producer that does not exist), the cursor one of its rows (422).
 */
export async function leerHistorial(db: Db, coop: number, uuidProductor: string, antes: string | null): Promise<RespuestaHistorial> {
  const idProductor = await productorPorUuid(db, coop, uuidProductor);
  if (idProductor === null) throw noEncontrado();
  if (antes !== null && !(await cursorDelProductor(db, coop, idProductor, antes))) throw invalido({ antes: [CURSOR_AJENO] });
  const filas = await paginaHistorial(db, coop, idProductor, antes, POR_PAGINA_HISTORIAL);
  const hayMas = filas.length > POR_PAGINA_HISTORIAL;
  const data = hayMas ? filas.slice(0, POR_PAGINA_HISTORIAL) : filas;
  return { data, siguiente: hayMas ? data[data.length - 1].id : null };
}
