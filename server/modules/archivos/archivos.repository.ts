import type { Consulta } from '../../db/db';
import type { Imagen } from './imagen';

export async function guardarArchivo(
  tx: Consulta,
  idCooperativa: number,
  tipo: string,
  img: Imagen,
  contenido: Buffer,
  idUsuario: number,
): Promise<string> {
  const extension = img.mime === 'image/png' ? 'png' : 'jpg';
  const [fila] = await tx.query<{ uuid: string }>(
    `INSERT INTO archivos (id_cooperativa, tipo, mime, nombre, tamano, ancho, alto, contenido, created_by)
     VALUES ($1, $2, $3, $4 || '.' || $5, $6, $7, $8, $9, $10) RETURNING uuid`,
    [idCooperativa, tipo, img.mime, tipo, extension, contenido.length, img.ancho, img.alto, contenido, idUsuario],
  );
  return fila.uuid;
}

export interface ArchivoGuardado {
  mime: string;
  nombre: string;
  contenido: Uint8Array;
}

/** Files of cooperatives and users, which the platform administrator manages across cooperatives. */
const TIPOS_DE_PLATAFORMA = ['logo', 'logo_certificacion', 'firma'];

/**
 * A file of the user's own cooperative: another cooperative's uuid reads as missing. Role 1 also reads
 * the logos and signatures of the cooperatives and users it manages (DECISIONS.md 'role 1 and scope').
 */
export async function leerArchivo(db: Consulta, idCooperativa: number, esAdmin: boolean, uuid: string): Promise<ArchivoGuardado | null> {
  const [fila] = await db.query<ArchivoGuardado>(
    `SELECT mime, nombre, contenido FROM archivos
      WHERE uuid = $2 AND (id_cooperativa = $1 OR ($3 AND tipo = ANY($4::text[])))`,
    [idCooperativa, uuid, esAdmin, TIPOS_DE_PLATAFORMA],
  );
  return fila ?? null;
}
