import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { guardarRiesgo, leerRiesgo, localidadDeCooperativa, quitarRiesgo, riesgoBloqueado } from './mapas.repository';
import { validarRiesgoLocalidad } from '@domain/padron/riesgo-localidad';
import type { RiesgoLocalidad } from '@domain/contrato/padron-mapas';

/**
 * `PUT localidades/{uuid}` (spec 001 §2.13, §4): the cooperative's risk of one of its producers' localities, or null
 * to return it to 'Sin asignar'. A single select: two people saving at once, the last save wins (docs/DECISIONES.md);
 * the row is locked while its old value is read so each audit row's 'antes' is the value it replaced.
 */
export async function guardarRiesgoLocalidad(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  riesgo: number | null,
): Promise<RiesgoLocalidad> {
  exigirValido(validarRiesgoLocalidad(riesgo));
  const coop = usuario.id_cooperativa;
  const localidad = await localidadDeCooperativa(db, coop, uuid);
  if (!localidad) throw noEncontrado();
  return db.transaction(async (tx) => {
    const antes = await riesgoBloqueado(tx, coop, localidad.id);
    if (antes === riesgo) return leerRiesgo(tx, coop, localidad.id); // nothing changes, nothing to audit
    if (riesgo === null) await quitarRiesgo(tx, coop, localidad.id);
    else await guardarRiesgo(tx, coop, localidad.id, riesgo, usuario.id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: antes === null ? 'crear' : riesgo === null ? 'eliminar' : 'editar',
      entidad: 'localidades_riesgo',
      id_entidad: localidad.uuid,
      // a locality concerns many producers, none in particular: no id_productor
      antes: { localidad: localidad.nombre, id_cat_localidad_riesgo: antes },
      despues: { localidad: localidad.nombre, id_cat_localidad_riesgo: riesgo },
    });
    return leerRiesgo(tx, coop, localidad.id);
  });
}
