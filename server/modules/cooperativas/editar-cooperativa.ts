import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { tomarVersion } from '../../db/version';
import { auditar } from '../auditoria/auditoria';
import { comprobarCooperativa, cooperativaVisible } from './reglas-cooperativa';
import { actualizarCooperativa, leerCooperativa, type Cooperativa } from './cooperativas.repository';
import type { CuerpoCooperativaEditada } from '@domain/contrato/cooperativas';

/**
 * Edits a visible cooperative (its countries are replaced); the audit row keeps the values before and after.
 * A stale `version` (someone saved in between) is a 409.
 */
export async function editarCooperativa(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  { version, ...d }: CuerpoCooperativaEditada,
): Promise<Cooperativa> {
  const antes = await cooperativaVisible(db, usuario, uuid);
  await comprobarCooperativa(db, d);
  await db.transaction(async (tx) => {
    await tomarVersion(tx, { tabla: 'cooperativas', llave: { id: antes.id } }, version);
    await actualizarCooperativa(tx, antes.id, d);
    await auditar(tx, usuario, ip, {
      id_cooperativa: antes.id,
      accion: 'editar',
      entidad: 'cooperativas',
      id_entidad: antes.uuid,
      antes,
      despues: d,
    });
  });
  return (await leerCooperativa(db, antes.uuid))!;
}
