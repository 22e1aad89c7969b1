import type { Consulta } from '../../../db/db';
import type { DeclaracionDelProductor, DeclaracionEudr } from '@domain/contrato/eudr-paquete';

/**
 * The importer's statement references of a lot (issue 23, table lotes_declaraciones_eudr, migration 0046): all SQL.
 * A record is `reemplazada` when a newer one names it in id_reemplaza (at most one can: the unique key).
 */
const SELECT_DECLARACION = `SELECT d.uuid, l.uuid AS lote_uuid, l.nombre AS lote, p.uuid AS paquete_uuid, p.sha256 AS sha256_paquete,
       d.comprador, d.referencia, d.verificacion, d.fecha::text AS fecha, r.uuid AS reemplaza_uuid, d.motivo_correccion,
       EXISTS (SELECT 1 FROM lotes_declaraciones_eudr n WHERE n.id_cooperativa = d.id_cooperativa AND n.id_reemplaza = d.id) AS reemplazada,
       u.nombres || ' ' || u.apellido_paterno AS usuario, d.created_at
  FROM lotes_declaraciones_eudr d
  JOIN lotes l ON l.id_cooperativa = d.id_cooperativa AND l.id = d.id_lote
  JOIN lotes_paquetes_eudr p ON p.id_cooperativa = d.id_cooperativa AND p.id = d.id_paquete
  LEFT JOIN lotes_declaraciones_eudr r ON r.id_cooperativa = d.id_cooperativa AND r.id = d.id_reemplaza
  JOIN users u ON u.id = d.id_user`;

/** The lot's records, newest first. */
export async function declaracionesDelLote(db: Consulta, idCooperativa: number, idLote: number): Promise<DeclaracionEudr[]> {
  return db.query<DeclaracionEudr>(
    `${SELECT_DECLARACION} WHERE d.id_cooperativa = $1 AND d.id_lote = $2 ORDER BY d.created_at DESC, d.id DESC`,
    [idCooperativa, idLote],
  );
}

export async function declaracionPorUuid(db: Consulta, idCooperativa: number, uuid: string): Promise<DeclaracionEudr | null> {
  const [d] = await db.query<DeclaracionEudr>(`${SELECT_DECLARACION} WHERE d.id_cooperativa = $1 AND d.uuid = $2`, [idCooperativa, uuid]);
  return d ?? null;
}

/** A package of the cooperative: its id and the lot it was made for. */
export async function paqueteDeCooperativa(
  db: Consulta,
  idCooperativa: number,
  uuid: string,
): Promise<{ id: number; id_lote: number; uuid: string; sha256: string } | null> {
  const [p] = await db.query<{ id: number; id_lote: number; uuid: string; sha256: string }>(
    'SELECT id, id_lote, uuid, sha256 FROM lotes_paquetes_eudr WHERE id_cooperativa = $1 AND uuid = $2',
    [idCooperativa, uuid],
  );
  return p ?? null;
}

/** A record of the cooperative and whether a newer one already corrects it (read under the lot's lock). */
export async function registroAReemplazar(
  tx: Consulta,
  idCooperativa: number,
  uuid: string,
): Promise<{ id: number; id_lote: number; reemplazada: boolean } | null> {
  const [d] = await tx.query<{ id: number; id_lote: number; reemplazada: boolean }>(
    `SELECT d.id, d.id_lote,
            EXISTS (SELECT 1 FROM lotes_declaraciones_eudr n WHERE n.id_cooperativa = d.id_cooperativa AND n.id_reemplaza = d.id) AS reemplazada
       FROM lotes_declaraciones_eudr d WHERE d.id_cooperativa = $1 AND d.uuid = $2`,
    [idCooperativa, uuid],
  );
  return d ?? null;
}

export interface NuevaDeclaracion {
  idLote: number;
  idPaquete: number;
  comprador: string;
  referencia: string;
  verificacion: string;
  fecha: string;
  idReemplaza: number | null;
  motivo: string | null;
  idUsuario: number;
}

export async function insertarDeclaracion(tx: Consulta, idCooperativa: number, d: NuevaDeclaracion): Promise<string> {
  const [f] = await tx.query<{ uuid: string }>(
    `INSERT INTO lotes_declaraciones_eudr
       (id_cooperativa, id_lote, id_paquete, comprador, referencia, verificacion, fecha, id_reemplaza, motivo_correccion, id_user)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING uuid`,
    [idCooperativa, d.idLote, d.idPaquete, d.comprador, d.referencia, d.verificacion, d.fecha, d.idReemplaza, d.motivo, d.idUsuario],
  );
  return f.uuid;
}

/** A producer of the cooperative by uuid (the profile's key), or null. */
export async function productorPorUuid(db: Consulta, idCooperativa: number, uuid: string): Promise<number | null> {
  const [p] = await db.query<{ id: number }>('SELECT id FROM productores WHERE id_cooperativa = $1 AND uuid = $2', [idCooperativa, uuid]);
  return p?.id ?? null;
}

/**
 * The records whose package carried one of the producer's plots (lotes_paquetes_eudr_parcelas), newest first, each
 * with those plots by name.
 */
export async function declaracionesDelProductor(
  db: Consulta,
  idCooperativa: number,
  idProductor: number,
): Promise<DeclaracionDelProductor[]> {
  const filas = await db.query<DeclaracionDelProductor & { id: number; id_paquete: number }>(
    `WITH suyas AS (
       SELECT pp.id_paquete, json_agg(json_build_object('uuid', pa.uuid, 'nombre', pa.nombre) ORDER BY pa.nombre, pa.id) AS parcelas
         FROM lotes_paquetes_eudr_parcelas pp
         JOIN parcelas pa ON pa.id_cooperativa = pp.id_cooperativa AND pa.id = pp.id_parcela
         JOIN cuentas c ON c.id_cooperativa = pa.id_cooperativa AND c.id = pa.id_cuenta
        WHERE pp.id_cooperativa = $1 AND c.id_productor = $2
        GROUP BY pp.id_paquete)
     SELECT q.*, s.parcelas FROM (${SELECT_DECLARACION.replace('SELECT d.uuid', 'SELECT d.id, d.id_paquete, d.uuid')}
        WHERE d.id_cooperativa = $1) q
       JOIN suyas s ON s.id_paquete = q.id_paquete
      ORDER BY q.created_at DESC, q.id DESC`,
    [idCooperativa, idProductor],
  );
  return filas.map(({ id: _i, id_paquete: _p, ...d }) => d);
}
