import type { LightMyRequestResponse } from 'fastify';
import type { Consulta, Db } from '../../server/db/db';
import { multipart, type Entorno } from './entorno';

/**
 * A real baseline JPEG (greyscale, one 8×8 block, mid grey) of the declared size (≤ 8×8), built by hand:
 * SOI, JFIF, quantisation table, frame header, two one-code Huffman tables, scan (DC 0 + EOB), EOI.
 */
export function jpegValido(ancho = 3, alto = 2): Buffer {
  const seg = (marcador: number, datos: number[]) => [0xff, marcador, (datos.length + 2) >> 8, (datos.length + 2) & 0xff, ...datos];
  const unCodigo = (clase: number) => [clase, 1, ...new Array(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...seg(0xdb, [0, ...new Array(64).fill(1)]),
    ...seg(0xc0, [8, alto >> 8, alto & 0xff, ancho >> 8, ancho & 0xff, 1, 1, 0x11, 0]),
    ...seg(0xc4, unCodigo(0x00)),
    ...seg(0xc4, unCodigo(0x10)),
    ...seg(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** Inserts (or completes) a role with exactly these permissions. */
export async function crearRol(db: Db, id: number, nombre: string, permisos: readonly string[]): Promise<void> {
  await db.query('INSERT INTO roles (id, nombre, descripcion) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
    id,
    nombre,
    'Rol de prueba',
  ]);
  await db.query('INSERT INTO roles_permisos (id_rol, permiso) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [id, permisos]);
}

/** A user written straight to the database, with the demo password (cosecha-demo). */
export async function crearUsuarioSql(
  db: Db,
  d: {
    email: string;
    id_rol: number;
    id_cooperativa: number;
    nombres?: string;
    apellido_paterno?: string;
    id_centros_acopios?: number | null;
  },
): Promise<{ id: number; uuid: string }> {
  const [f] = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO users (email, username, password_hash, nombres, apellido_paterno, id_rol, id_cooperativa, id_centros_acopios)
     SELECT $1, '5550000000', password_hash, $2, $3, $4, $5, $6 FROM users WHERE email = 'gerente@cosecha.demo'
     RETURNING id, uuid`,
    [d.email, d.nombres ?? 'Prueba', d.apellido_paterno ?? 'Usuario', d.id_rol, d.id_cooperativa, d.id_centros_acopios ?? null],
  );
  return f;
}

/** Sends one file in the multipart field `archivo`, signed in with `token`. */
export function subir(
  e: Entorno,
  token: string | null,
  url: string,
  nombre: string,
  tipo: string,
  contenido: Buffer,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart(nombre, tipo, contenido);
  return e.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

export async function uno<T = Record<string, unknown>>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const [f] = await db.query<T>(sql, params);
  return f;
}

export async function contar(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  return (await uno<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${sql}`, params)).n;
}

export const uuidCoop = async (db: Db, id: number) =>
  (await uno<{ uuid: string }>(db, 'SELECT uuid FROM cooperativas WHERE id = $1', [id])).uuid;
export const usuarioPorCorreo = (db: Db, email: string) =>
  uno<{ id: number; uuid: string; id_rol: number; id_cooperativa: number; activo: boolean; firma: string | null; password_hash: string }>(
    db,
    'SELECT id, uuid, id_rol, id_cooperativa, activo, firma, password_hash FROM users WHERE email = $1',
    [email],
  );

export const UUID_INEXISTENTE = '00000000-0000-4000-8000-000000000000';
export const MSG_403 = 'No tienes permiso para acceder a esta información';
export const MSG_404 = 'No se ha encontrado la información solicitada';
export const MSG_401 = 'Tu sesion ha expirado, por favor accede de nuevo.';

/**
 * Runs `fn` in a transaction as the role that logged in (the tests' superuser), not as the plain role the app's
 * statements take (server/db/filas.ts): for a test that alters the schema, re-runs a migration or tampers with the
 * audit trail behind the app's back.
 */
export const comoDueno = <T>(db: Db, fn: (tx: Consulta) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.query('SET LOCAL ROLE NONE');
    return fn(tx);
  });
