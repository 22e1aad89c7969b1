import type { Consulta } from '../../db/db';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { certificacionEfectiva } from '@domain/comun/productos';
import type { Perfil, UsuarioPerfil } from '@domain/contrato/auth';

/** What sign-in and auth/profile answer: the user, their permissions and their cooperative's configuration. */
export async function perfil(db: Consulta, idUsuario: number): Promise<Perfil> {
  const [user] = await db.query<UsuarioPerfil & { permisos: string[] }>(
    `SELECT u.id, u.uuid, u.email, u.username, u.nombres, u.apellido_paterno, u.apellido_materno, u.foto,
            u.id_rol, r.nombre AS rol, u.id_cooperativa, c.nombre AS cooperativa, c.certificacion,
            u.id_centros_acopios, u.firma,
            coalesce((SELECT array_agg(rp.permiso ORDER BY rp.permiso) FROM roles_permisos rp WHERE rp.id_rol = u.id_rol), '{}') AS permisos
       FROM users u JOIN roles r ON r.id = u.id_rol JOIN cooperativas c ON c.id = u.id_cooperativa
      WHERE u.id = $1`,
    [idUsuario],
  );
  const { permisos, ...resto } = user;
  const usuario: UsuarioPerfil = { ...resto, certificacion: certificacionEfectiva(resto.certificacion) };
  return {
    user: { ...usuario, permissions: permisos },
    permissions: permisos,
    coopconfig: await leerConfiguracion(db, user.id_cooperativa),
  };
}
