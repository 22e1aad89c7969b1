import type { Consulta } from '../../db/db';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { leerUsuarioPerfil } from './perfil.repository';
import { certificacionEfectiva } from '@domain/comun/productos';
import type { Perfil, UsuarioPerfil } from '@domain/contrato/auth';

/** What sign-in and auth/profile answer: the user, their permissions and their cooperative's configuration. */
export async function perfil(db: Consulta, idUsuario: number): Promise<Perfil> {
  const { permisos, ...resto } = await leerUsuarioPerfil(db, idUsuario);
  const usuario: UsuarioPerfil = { ...resto, certificacion: certificacionEfectiva(resto.certificacion) };
  return {
    user: { ...usuario, permissions: permisos },
    permissions: permisos,
    coopconfig: await leerConfiguracion(db, usuario.id_cooperativa),
  };
}
