import type { Consulta } from '../../db/db';
import type { CuerpoUsuario, OpcionUsuario, Usuario } from '@domain/contrato/usuarios';
import { DESDE_USUARIO, SELECCION_USUARIO } from './usuarios.resource';
import { ROL_ADMINISTRADOR } from '@domain/usuarios/roles';
import { normalizarCorreo } from '@domain/auth/credenciales';

export type { Usuario } from '@domain/contrato/usuarios';

export async function leerUsuario(db: Consulta, uuid: string): Promise<Usuario | null> {
  const [fila] = await db.query<Usuario>(`SELECT ${SELECCION_USUARIO} FROM ${DESDE_USUARIO} WHERE u.uuid = $1 AND u.activo`, [uuid]);
  return fila ?? null;
}

export async function correoOcupado(db: Consulta, email: string, excepto: number | null): Promise<boolean> {
  const f = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2', [
    normalizarCorreo(email),
    excepto,
  ]);
  return f.length > 0;
}

export async function rolExiste(db: Consulta, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM roles WHERE id = $1', [id])).length > 0;
}

export async function centroDeCooperativa(db: Consulta, idCooperativa: number, idCentro: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM centros_acopios WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, idCentro])).length > 0;
}

export async function cooperativaExiste(db: Consulta, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM cooperativas WHERE id = $1', [id])).length > 0;
}

export async function administradoresActivos(db: Consulta): Promise<number> {
  const [f] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE activo AND id_rol = $1', [ROL_ADMINISTRADOR]);
  return f.n;
}

/**
 * Serialises changes that could remove an administrator, then counts them inside the transaction:
 * two administrators deactivating each other at once must not leave none.
 */
export async function bloquearAdministradores(tx: Consulta): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [726_200]);
  return administradoresActivos(tx);
}

const limpio = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

export async function crearUsuario(tx: Consulta, d: CuerpoUsuario, passwordHash: string): Promise<{ id: number; uuid: string }> {
  const [fila] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO users (email, username, password_hash, nombres, apellido_paterno, apellido_materno, foto, id_rol, id_cooperativa, id_centros_acopios)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, uuid`,
    [
      normalizarCorreo(d.email),
      d.username.trim(),
      passwordHash,
      d.nombres.trim(),
      d.apellido_paterno.trim(),
      limpio(d.apellido_materno),
      limpio(d.foto),
      d.id_rol,
      d.id_cooperativa,
      d.id_centros_acopios ?? null,
    ],
  );
  return fila;
}

/** Updates the user; a move to another cooperative drops the signature, which belongs to the old one. */
export async function actualizarUsuario(tx: Consulta, id: number, d: CuerpoUsuario, cambiaCooperativa: boolean): Promise<void> {
  await tx.query(
    `UPDATE users SET email = $2, username = $3, nombres = $4, apellido_paterno = $5, apellido_materno = $6, foto = $7,
            id_rol = $8, id_cooperativa = $9, id_centros_acopios = $10, firma = CASE WHEN $11 THEN NULL ELSE firma END, updated_at = now()
      WHERE id = $1`,
    [
      id,
      normalizarCorreo(d.email),
      d.username.trim(),
      d.nombres.trim(),
      d.apellido_paterno.trim(),
      limpio(d.apellido_materno),
      limpio(d.foto),
      d.id_rol,
      d.id_cooperativa,
      d.id_centros_acopios ?? null,
      cambiaCooperativa,
    ],
  );
}

/** The active users `quien` may see (role 1: all), for selects. */
export async function opcionesUsuario(db: Consulta, todas: boolean, idCooperativa: number): Promise<OpcionUsuario[]> {
  return db.query<OpcionUsuario>(
    `SELECT id, uuid, email, nombres || ' ' || apellido_paterno || coalesce(' ' || apellido_materno, '') AS nombre_completo, id_cooperativa
       FROM users WHERE activo AND ($1 OR id_cooperativa = $2) ORDER BY nombres, id LIMIT 5000`,
    [todas, idCooperativa],
  );
}

export async function cambiarContrasena(tx: Consulta, id: number, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}

/** The user stops signing in and leaves the lists; the row stays for the audit trail and old records. */
export async function desactivarUsuario(tx: Consulta, id: number): Promise<void> {
  await tx.query('UPDATE users SET activo = false, updated_at = now() WHERE id = $1', [id]);
}

export async function ponerFirma(tx: Consulta, id: number, firma: string): Promise<void> {
  await tx.query('UPDATE users SET firma = $2, updated_at = now() WHERE id = $1', [id, firma]);
}
