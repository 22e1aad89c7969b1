import { hash } from '@node-rs/argon2';
import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { auditar } from '../auditoria/auditoria';
import { comprobarUsuario } from './reglas-usuario';
import { crearUsuario as insertarUsuario, leerUsuario, type Usuario } from './usuarios.repository';
import type { CuerpoUsuario } from '@domain/contrato/usuarios';

/** Creates a user after the rules the browser cannot be trusted with; the audit row goes in the same transaction. */
export async function crearUsuario(db: Db, { usuario, ip }: Actor, d: CuerpoUsuario): Promise<Usuario> {
  await comprobarUsuario(db, usuario, d, null);
  // Hashed before the transaction: argon2 takes tens of milliseconds and PGlite has one connection.
  const passwordHash = await hash(String(d.password));
  const creado = await db.transaction(async (tx) => {
    const u = await insertarUsuario(tx, d, passwordHash);
    await auditar(tx, usuario, ip, { id_cooperativa: d.id_cooperativa, accion: 'crear', entidad: 'users', id_entidad: u.uuid, despues: d });
    return u;
  });
  return (await leerUsuario(db, creado.uuid))!;
}
