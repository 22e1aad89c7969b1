import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import type { ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import type { CuerpoConfiguracion } from '@domain/contrato/cooperativas';
import { auditar } from '../auditoria/auditoria';
import { cooperativaVisible } from './reglas-cooperativa';
import { guardarConfiguracion as actualizarConfiguracion, leerConfiguracion } from './configuracion.repository';

/**
 * Saves what was sent of a visible cooperative's configuration (flags, labels, time zone) with the audit row,
 * and answers the whole configuration as saved (null for a cooperative without a configuration row).
 */
export async function guardarConfiguracion(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  datos: CuerpoConfiguracion,
): Promise<ConfiguracionCooperativa | null> {
  const c = await cooperativaVisible(db, usuario, uuid);
  await db.transaction(async (tx) => {
    const antes = await leerConfiguracion(tx, c.id);
    await actualizarConfiguracion(tx, c.id, datos);
    await auditar(tx, usuario, ip, {
      id_cooperativa: c.id,
      accion: 'configuracion',
      entidad: 'configuraciones',
      id_entidad: c.uuid,
      antes,
      despues: datos,
    });
  });
  return leerConfiguracion(db, c.id);
}
