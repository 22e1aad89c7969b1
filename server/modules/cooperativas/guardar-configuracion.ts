import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { tomarVersion } from '../../db/version';
import type { ConfiguracionEditable, CuerpoConfiguracion } from '@domain/contrato/cooperativas';
import { auditar } from '../auditoria/auditoria';
import { cooperativaVisible } from './reglas-cooperativa';
import { guardarConfiguracion as actualizarConfiguracion, leerConfiguracion } from './configuracion.repository';

/**
 * Saves what was sent of a visible cooperative's configuration (flags, labels, time zone) with the audit row,
 * and answers the whole configuration as saved (null for a cooperative without a configuration row, where there
 * is nothing to save nor to lose). A stale `version` (someone saved in between) is a 409.
 */
export async function guardarConfiguracion(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  { version, ...datos }: CuerpoConfiguracion,
): Promise<ConfiguracionEditable | null> {
  const c = await cooperativaVisible(db, usuario, uuid);
  await db.transaction(async (tx) => {
    const antes = await leerConfiguracion(tx, c.id);
    if (!antes) return;
    await tomarVersion(tx, { tabla: 'configuraciones', llave: { id_cooperativa: c.id } }, version);
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
