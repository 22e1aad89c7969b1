import type { Consulta } from '../../db/db';
import type { UsuarioAutenticado } from '../../tipos';
import { exigirValido, invalido, noEncontrado, prohibido } from '../../errores';
import { centroDeCooperativa, cooperativaExiste, correoOcupado, leerUsuario, rolExiste, type Usuario } from './usuarios.repository';
import { validarUsuario } from '@domain/usuarios/usuario';
import { esAdministradorPlataforma, ROL_ADMINISTRADOR } from '@domain/usuarios/roles';
import type { CuerpoUsuario } from '@domain/contrato/usuarios';

/** The active user by uuid if `quien` may see it: role 1 sees all, others their cooperative's (404 otherwise). */
export async function usuarioVisible(db: Consulta, quien: UsuarioAutenticado, uuid: string): Promise<Usuario> {
  const u = await leerUsuario(db, uuid);
  if (!u || (!esAdministradorPlataforma(quien.id_rol) && u.id_cooperativa !== quien.id_cooperativa)) throw noEncontrado();
  return u;
}

/** Only a platform administrator manages users who hold the Administrator role (403 otherwise). */
export function exigirGestionDe(quien: UsuarioAutenticado, u: Pick<Usuario, 'id_rol'>, mensaje?: string): void {
  if (u.id_rol === ROL_ADMINISTRADOR && !esAdministradorPlataforma(quien.id_rol)) throw prohibido(mensaje);
}

/** Rules the browser cannot be trusted with: the form's rules (domain/), cooperative, role 1, centre and e-mail. */
export async function comprobarUsuario(db: Consulta, quien: UsuarioAutenticado, d: CuerpoUsuario, actual: Usuario | null): Promise<void> {
  const admin = esAdministradorPlataforma(quien.id_rol);
  exigirValido(validarUsuario(d, actual === null));
  if (!admin && d.id_cooperativa !== quien.id_cooperativa)
    throw prohibido('Solo el administrador de la plataforma asigna usuarios a otra cooperativa');
  if (!admin && (d.id_rol === ROL_ADMINISTRADOR || actual?.id_rol === ROL_ADMINISTRADOR)) {
    throw prohibido('Solo un administrador de la plataforma gestiona el rol Administrador');
  }
  if (!(await rolExiste(db, d.id_rol))) throw invalido({ id_rol: ['El rol es requerido'] });
  if (!(await cooperativaExiste(db, d.id_cooperativa))) throw invalido({ id_cooperativa: ['La cooperativa es requerida'] });
  if (d.id_centros_acopios != null && !(await centroDeCooperativa(db, d.id_cooperativa, d.id_centros_acopios))) {
    throw invalido({ id_centros_acopios: ['El centro de acopio no pertenece a la cooperativa'] });
  }
  if (await correoOcupado(db, d.email, actual?.id ?? null)) throw invalido({ email: ['El correo ya está registrado'] });
}
