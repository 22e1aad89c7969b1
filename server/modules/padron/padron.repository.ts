import type { Consulta } from '../../db/db';
import type { UsuarioAutenticado } from '../../tipos';
import { dondeDeBusqueda, ordenDesempate, type Filtro } from '../../search/motor';
import type { RecursoBusqueda } from '../../search/recurso';
import { padronAltas } from './padron.resource';
import type { FilaAlta } from '@domain/contrato/padron';

/**
 * Every request of the filters (not a page: spec 000 §7 counts the answer's length), newest first, read with
 * the search resource's own scope, filters and tiebreak, so both calls always agree.
 */
export async function listarAltas(db: Consulta, u: UsuarioAutenticado, filtros: Filtro[]): Promise<FilaAlta[]> {
  return listarSolicitudes<FilaAlta>(db, padronAltas, 's.created_at', u, filtros);
}

/**
 * Every row of a requests resource (altas or bajas) for the filters, newest first, ties broken as the search engine
 * breaks them for the same list: the bell and the Excel files.
 */
export async function listarSolicitudes<T>(
  db: Consulta,
  recurso: RecursoBusqueda,
  creada: string,
  u: UsuarioAutenticado,
  filtros: Filtro[],
): Promise<T[]> {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const donde = dondeDeBusqueda(recurso, u, filtros, p);
  return db.query<T>(
    `SELECT ${recurso.seleccion} FROM ${recurso.desde} WHERE ${donde} ORDER BY ${creada} DESC, ${ordenDesempate(recurso.desempate, !!recurso.desempateConOrden)}`,
    params,
  );
}

export async function cicloDeCooperativa(db: Consulta, idCooperativa: number, idCiclo: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM ciclos WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, idCiclo])).length > 0;
}

/** The pending registration of a new account, in the caller's transaction (spec 000 §4 'Registry registration'). */
export async function crearSolicitudAlta(
  tx: Consulta,
  idCooperativa: number,
  idCuenta: number,
  idCiclo: number,
  idUser: number | null,
): Promise<void> {
  await tx.query('INSERT INTO cuentas_altas_solicitud (id_cooperativa, id_cuenta, id_ciclo, id_user) VALUES ($1, $2, $3, $4)', [
    idCooperativa,
    idCuenta,
    idCiclo,
    idUser,
  ]);
}
