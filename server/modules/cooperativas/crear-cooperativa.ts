import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { prohibido } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { comprobarCooperativa } from './reglas-cooperativa';
import { crearCooperativa as insertarCooperativa, leerCooperativa, type Cooperativa } from './cooperativas.repository';
import type { CuerpoCooperativa } from '@domain/contrato/cooperativas';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';

/**
 * Creates a cooperative with its countries and its default configuration (spec 000 §8 'the default
 * configuration was added'), and the audit row, in one transaction.
 */
export async function crearCooperativa(db: Db, { usuario, ip }: Actor, d: CuerpoCooperativa): Promise<Cooperativa> {
  // A cooperative is a new tenant: only the platform administrator creates one, whatever permissions a role holds.
  if (!esAdministradorPlataforma(usuario.id_rol)) throw prohibido();
  await comprobarCooperativa(db, d);
  const creada = await db.transaction(async (tx) => {
    const c = await insertarCooperativa(tx, d);
    await auditar(tx, usuario, ip, { id_cooperativa: c.id, accion: 'crear', entidad: 'cooperativas', id_entidad: c.uuid, despues: d });
    return c;
  });
  return (await leerCooperativa(db, creada.uuid))!;
}
