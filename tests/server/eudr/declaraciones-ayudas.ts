import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../server/db/db';
import type { Entorno } from '../entorno';

/** A lot of the cooperative with deliveries, and the plots of the producers who delivered into it. */
export interface LoteConParcelas {
  id: number;
  uuid: string;
  nombre: string;
  parcelas: { id: number; uuid: string; nombre: string; productor_uuid: string }[];
}

/** The `n`-th lot (by id) of the cooperative whose deliveries come from producers with plots. */
export async function loteConParcelas(db: Db, idCooperativa: number, n = 0): Promise<LoteConParcelas> {
  const lotes = await db.query<{ id: number; uuid: string; nombre: string }>(
    `SELECT l.id, l.uuid, l.nombre FROM lotes l
      WHERE l.id_cooperativa = $1 AND EXISTS (
        SELECT 1 FROM acopios a JOIN parcelas p ON p.id_cooperativa = a.id_cooperativa AND p.id_cuenta = a.id_cuenta
         WHERE a.id_cooperativa = l.id_cooperativa AND a.id_lote = l.id)
      ORDER BY l.id`,
    [idCooperativa],
  );
  const lote = lotes[n];
  if (!lote) throw new Error(`la cooperativa ${idCooperativa} no tiene ${n + 1} lotes con parcelas`);
  const parcelas = await db.query<LoteConParcelas['parcelas'][number]>(
    `SELECT DISTINCT p.id, p.uuid, p.nombre, pr.uuid AS productor_uuid
       FROM acopios a
       JOIN parcelas p ON p.id_cooperativa = a.id_cooperativa AND p.id_cuenta = a.id_cuenta
       JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
       JOIN productores pr ON pr.id_cooperativa = c.id_cooperativa AND pr.id = c.id_productor
      WHERE a.id_cooperativa = $1 AND a.id_lote = $2
      ORDER BY p.id LIMIT 4`,
    [idCooperativa, lote.id],
  );
  return { ...lote, parcelas };
}

/**
 * A package of the lot written straight to the tables (as the zip builder of issue 23 records one), carrying these
 * plots: the declaration tests do not depend on the builder.
 */
export async function paqueteDePrueba(
  db: Db,
  idCooperativa: number,
  lote: { id: number; nombre: string },
  parcelas: readonly { id: number }[],
): Promise<{ id: number; uuid: string; sha256: string }> {
  const sha256 = randomBytes(32).toString('hex');
  const [p] = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO lotes_paquetes_eudr (id_cooperativa, id_lote, nombre_archivo, sha256, bytes, productores, parcelas, avisos, id_user)
     SELECT $1, $2, $3, $4, 123456, 1, $5, '[]', min(id) FROM users WHERE id_cooperativa = $1
     RETURNING id, uuid`,
    [idCooperativa, lote.id, `paquete_eudr_${lote.nombre}.zip`, sha256, parcelas.length],
  );
  for (const parcela of parcelas)
    await db.query('INSERT INTO lotes_paquetes_eudr_parcelas (id_cooperativa, id_paquete, id_parcela) VALUES ($1, $2, $3)', [
      idCooperativa,
      p.id,
      parcela.id,
    ]);
  return { ...p, sha256 };
}

/** A valid record body for this package (the fake EU system's usable statement by default). */
export const cuerpoDeclaracion = (paquete_uuid: string, cambios: Record<string, unknown> = {}) => ({
  paquete_uuid,
  comprador: 'Kaffeerösterei Müller GmbH',
  referencia: '25ITQRBHJ68633',
  verificacion: 'K7R8LA90',
  fecha: '2026-01-15',
  ...cambios,
});

/** POST a record for the lot with an Idempotency-Key (a new one unless given). */
export function registrar(
  e: Entorno,
  token: string | null,
  loteUuid: string,
  cuerpo: unknown,
  clave: string | null = `decl-${randomUUID()}`,
): Promise<LightMyRequestResponse> {
  return e.app.inject({
    method: 'POST',
    url: `/api/admin/acopios/lotes/declaraciones_eudr/${loteUuid}`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clave ? { 'idempotency-key': clave } : {}),
    },
    payload: JSON.stringify(cuerpo),
  });
}
