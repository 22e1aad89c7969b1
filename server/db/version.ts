import type { Consulta } from './db';
import { conflicto } from '../errores';

/**
 * The row a form edits, named by code constants only (never text from the request): its table and the key
 * columns with their values, e.g. `{ tabla: 'users', llave: { id: 7 } }` or, for a tenant table,
 * `{ tabla: 'acopios', llave: { id_cooperativa: 2, id: 31 } }`.
 */
export interface RegistroVersionado {
  tabla: string;
  llave: Readonly<Record<string, unknown>>;
}

/**
 * Optimistic concurrency for every edit form (DESIGN §2): call it FIRST inside the save's transaction with the
 * `version` the form was loaded with. It bumps the row's version only if it still matches, which also locks the
 * row until the transaction ends; otherwise someone saved in between and it throws the 409
 * 'El registro cambió mientras lo editaba; recargue', so the transaction writes nothing. The table needs a
 * `version integer NOT NULL DEFAULT 1` column (see 0017_versiones.sql) that the record's GET returns.
 * @example await tomarVersion(tx, { tabla: 'users', llave: { id: actual.id } }, d.version);
 */
export async function tomarVersion(tx: Consulta, { tabla, llave }: RegistroVersionado, version: number): Promise<number> {
  const columnas = Object.keys(llave);
  const donde = columnas.map((c, i) => `${c} = $${i + 2}`).join(' AND ');
  const [fila] = await tx.query<{ version: number }>(
    `UPDATE ${tabla} SET version = version + 1 WHERE ${donde} AND version = $1 RETURNING version`,
    [version, ...columnas.map((c) => llave[c])],
  );
  if (!fila) throw conflicto();
  return fila.version;
}
