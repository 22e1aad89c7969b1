import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { invalidarTokensDe } from '../auth/auth.repository';
import { exigirGestionDe, usuarioVisible } from './reglas-usuario';
import { bloquearAdministradores, desactivarUsuario as desactivar } from './usuarios.repository';
import { ROL_ADMINISTRADOR } from '@domain/usuarios/roles';

/** 'Eliminar' a user: never oneself, never the last administrator; their sessions end at once. */
export async function desactivarUsuario(db: Db, { usuario, ip }: Actor, uuid: string): Promise<void> {
  const u = await usuarioVisible(db, usuario, uuid);
  if (u.id === usuario.id) throw invalido({ usuario: ['No puede eliminar su propio usuario'] });
  exigirGestionDe(usuario, u, 'Solo un administrador de la plataforma gestiona el rol Administrador');
  await db.transaction(async (tx) => {
    if (u.id_rol === ROL_ADMINISTRADOR && (await bloquearAdministradores(tx)) <= 1) {
      throw invalido({ usuario: ['No se puede eliminar al último administrador'] });
    }
    await desactivar(tx, u.id);
    await invalidarTokensDe(tx, u.id, new Date());
    await auditar(tx, usuario, ip, {
      id_cooperativa: u.id_cooperativa,
      accion: 'desactivar',
      entidad: 'users',
      id_entidad: u.uuid,
      antes: u,
    });
  });
}
