import type { Consulta } from '../../db/db';
import type { UsuarioAutenticado } from '../../tipos';

type Sesion = Omit<UsuarioAutenticado, 'jti' | 'exp'>;

/** The session user if the account is active, the token not revoked and issued after the last credential change. */
export async function usuarioDeSesion(db: Consulta, id: number, jti: string, emitidoMs: number): Promise<Sesion | null> {
  const [fila] = await db.query<Sesion>(
    `SELECT u.id, u.uuid, u.email, u.id_rol, u.id_cooperativa,
            coalesce((SELECT array_agg(rp.permiso ORDER BY rp.permiso) FROM roles_permisos rp WHERE rp.id_rol = u.id_rol), '{}') AS permisos
       FROM users u
      WHERE u.id = $1 AND u.activo
        AND floor(extract(epoch FROM u.tokens_validos_desde) * 1000) <= $3::bigint
        AND NOT EXISTS (SELECT 1 FROM tokens_revocados t WHERE t.jti = $2)`,
    [id, jti, emitidoMs],
  );
  return fila ?? null;
}

export async function revocarToken(db: Consulta, jti: string, expSegundos: number): Promise<void> {
  await db.query(`INSERT INTO tokens_revocados (jti, expira_en) VALUES ($1, to_timestamp($2)) ON CONFLICT (jti) DO NOTHING`, [
    jti,
    expSegundos,
  ]);
  // Expired tokens fail verification anyway; forgetting them keeps the table small.
  await db.query(`DELETE FROM tokens_revocados WHERE expira_en < now() - interval '1 day'`);
}

/** Marks every token issued before `desde` as invalid (password, role or cooperative changed). */
export async function invalidarTokensDe(db: Consulta, idUsuario: number, desde: Date): Promise<void> {
  await db.query(`UPDATE users SET tokens_validos_desde = $2 WHERE id = $1`, [idUsuario, desde]);
}

export interface CuentaAcceso {
  id: number;
  password_hash: string;
  activo: boolean;
}

export async function buscarAcceso(db: Consulta, email: string): Promise<CuentaAcceso | null> {
  const [fila] = await db.query<CuentaAcceso>(`SELECT id, password_hash, activo FROM users WHERE lower(email) = lower($1)`, [email]);
  return fila ?? null;
}

/** The sign-in log (one row per checked attempt, for people to read); the limits count in intentos_acceso. */
export async function registrarIntento(db: Consulta, email: string, ip: string, exito: boolean): Promise<void> {
  await db.query(`INSERT INTO intentos_login (email, ip, exito) VALUES ($1, $2, $3)`, [email, ip, exito]);
}
