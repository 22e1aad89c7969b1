import { hash } from '@node-rs/argon2';
import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { invalidarTokensDe } from '../auth/auth.repository';
import { exigirGestionDe, usuarioVisible } from './reglas-usuario';
import { cambiarContrasena } from './usuarios.repository';
import { validarContrasena } from '@domain/usuarios/usuario';

/** An administrator sets a user's password; the user's open sessions end. */
export async function restablecerContrasena(db: Db, { usuario, ip }: Actor, uuid: string, password: string): Promise<void> {
  const u = await usuarioVisible(db, usuario, uuid);
  exigirGestionDe(usuario, u);
  const problema = validarContrasena(password);
  exigirValido(problema ? { password: [problema] } : {});
  const nuevoHash = await hash(password);
  await db.transaction(async (tx) => {
    await cambiarContrasena(tx, u.id, nuevoHash);
    await invalidarTokensDe(tx, u.id, new Date());
    await auditar(tx, usuario, ip, { id_cooperativa: u.id_cooperativa, accion: 'contrasena', entidad: 'users', id_entidad: u.uuid });
  });
}
