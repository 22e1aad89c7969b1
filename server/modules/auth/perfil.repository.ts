import type { Consulta } from '../../db/db';
import type { UsuarioPerfil } from '@domain/contrato/auth';

/** The user as the session's profile shows them, with their cooperative's name and certification and their role's permissions. */
export async function leerUsuarioPerfil(db: Consulta, idUsuario: number): Promise<UsuarioPerfil & { permisos: string[] }> {
  const [user] = await db.query<UsuarioPerfil & { permisos: string[] }>(
    `SELECT u.id, u.uuid, u.email, u.username, u.nombres, u.apellido_paterno, u.apellido_materno, u.foto,
            u.id_rol, r.nombre AS rol, u.id_cooperativa, c.nombre AS cooperativa, c.certificacion,
            u.id_centros_acopios, u.firma,
            coalesce((SELECT array_agg(rp.permiso ORDER BY rp.permiso) FROM roles_permisos rp WHERE rp.id_rol = u.id_rol), '{}') AS permisos
       FROM users u JOIN roles r ON r.id = u.id_rol JOIN cooperativas c ON c.id = u.id_cooperativa
      WHERE u.id = $1`,
    [idUsuario],
  );
  return user;
}
