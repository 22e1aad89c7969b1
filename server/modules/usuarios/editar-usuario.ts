import { hash } from '@node-rs/argon2';
import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido } from '../../errores';
import { tomarVersion } from '../../db/version';
import { auditar } from '../auditoria/auditoria';
import { invalidarTokensDe } from '../auth/auth.repository';
import { comprobarUsuario, usuarioVisible } from './reglas-usuario';
import { actualizarUsuario, bloquearAdministradores, cambiarContrasena, leerUsuario, type Usuario } from './usuarios.repository';
import type { CuerpoUsuarioEditado } from '@domain/contrato/usuarios';
import { ROL_ADMINISTRADOR } from '@domain/usuarios/roles';

/**
 * Edits a user (an empty password leaves it unchanged). A new password, role or cooperative ends the user's
 * open sessions; the last administrator keeps the role. A stale `version` (someone saved in between) is a 409.
 */
export async function editarUsuario(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  { version, ...d }: CuerpoUsuarioEditado,
): Promise<Usuario> {
  const actual = await usuarioVisible(db, usuario, uuid);
  await comprobarUsuario(db, usuario, d, actual);
  const nuevoHash = d.password ? await hash(d.password) : null;
  const cambiaCooperativa = d.id_cooperativa !== actual.id_cooperativa;
  await db.transaction(async (tx) => {
    await tomarVersion(tx, { tabla: 'users', llave: { id: actual.id } }, version);
    if (actual.id_rol === ROL_ADMINISTRADOR && d.id_rol !== ROL_ADMINISTRADOR && (await bloquearAdministradores(tx)) <= 1) {
      throw invalido({ id_rol: ['No se puede quitar el rol al último administrador'] });
    }
    await actualizarUsuario(tx, actual.id, d, cambiaCooperativa);
    if (nuevoHash) await cambiarContrasena(tx, actual.id, nuevoHash);
    if (nuevoHash || cambiaCooperativa || d.id_rol !== actual.id_rol) await invalidarTokensDe(tx, actual.id, new Date());
    await auditar(tx, usuario, ip, {
      id_cooperativa: d.id_cooperativa,
      accion: 'editar',
      entidad: 'users',
      id_entidad: actual.uuid,
      antes: actual,
      despues: d,
    });
  });
  return (await leerUsuario(db, actual.uuid))!;
}
