import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { cambiarContrasena as ponerContrasena } from '../usuarios/usuarios.repository';
import { buscarAcceso, invalidarTokensDe } from './auth.repository';
import type { CuerpoCambioContrasena } from '@domain/contrato/auth';
import { validarContrasena } from '@domain/usuarios/usuario';

/**
 * The signed-in user changes their own password ('Cambiar contraseña' of the user menu): the current one must be
 * right and the new one pass the password rule. Every token issued before is revoked in the same transaction as
 * the new hash and the audit row; the caller signs the new token.
 */
export async function cambiarContrasena(db: Db, { usuario, ip }: Actor, d: CuerpoCambioContrasena): Promise<void> {
  const cuenta = await buscarAcceso(db, usuario.email);
  if (!cuenta || !(await verify(cuenta.password_hash, d.password_actual))) {
    throw invalido({ password_actual: ['La contraseña actual no es correcta'] });
  }
  const problema = validarContrasena(d.password_nueva);
  exigirValido(problema ? { password_nueva: [problema] } : {});
  // Hashed before the transaction: argon2 takes tens of milliseconds and PGlite has one connection.
  const nuevoHash = await hash(d.password_nueva);
  await db.transaction(async (tx) => {
    await ponerContrasena(tx, usuario.id, nuevoHash);
    await invalidarTokensDe(tx, usuario.id, new Date());
    await auditar(tx, usuario, ip, {
      id_cooperativa: usuario.id_cooperativa,
      accion: 'contrasena',
      entidad: 'users',
      id_entidad: usuario.uuid,
    });
  });
}
