import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { invalido } from '../../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../../idempotencia';
import { auditar } from '../../auditoria/auditoria';
import { leerConfiguracion } from '../../cooperativas/configuracion.repository';
import { cerrarPrecio, insertarPrecio, leerPrecio, turnoDePrecios, vigenteBloqueado } from './precios.repository';
import { errorPrecio, precioGuardado } from '@domain/acopio/precio';
import { hoyEnZona } from '@domain/comun/formato';
import type { CuerpoPrecio, RespuestaPrecio } from '@domain/contrato/acopio-precios';

/**
 * Registers the cooperative's new price per kg (spec 002 §2.12): the current one closes today (the cooperative's
 * 'today', in its time zone) and the new one is current from today. Once per Idempotency-Key: a second Guardar
 * gets the first answer and closes nothing more. Deliveries keep the price they were registered with.
 */
export async function registrarPrecio(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoPrecio,
): Promise<RespuestaIdempotente<RespuestaPrecio>> {
  const error = errorPrecio(d.precio_por_kg);
  if (error) throw invalido({ precio_por_kg: [error] });
  const coop = usuario.id_cooperativa;
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST registro_precio', d) };
  return unaVez(db, llave, async (tx) => {
    await turnoDePrecios(tx, coop);
    const hoy = hoyEnZona((await leerConfiguracion(tx, coop))?.zona_horaria);
    const anterior = await vigenteBloqueado(tx, coop);
    if (anterior) await cerrarPrecio(tx, coop, anterior.id, hoy);
    const id = await insertarPrecio(tx, {
      id_cooperativa: coop,
      precio_por_kg: d.precio_por_kg,
      fecha_inicio: hoy,
      id_usuario: usuario.id,
    });
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'precios_cooperativa',
      id_entidad: String(id),
      antes: anterior,
      despues: { precio_por_kg: d.precio_por_kg, fecha_inicio: hoy, cierra: anterior?.id ?? null },
    });
    return { codigo: 201, cuerpo: { data: (await leerPrecio(tx, coop, id))!, message: precioGuardado(id) } };
  });
}
