import type { Consulta, Db } from '../../db/db';
import type { Actor } from '../../actor';
import { tomarVersion } from '../../db/version';
import { exigirValido, noEncontrado } from '../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../idempotencia';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import { MENSAJES_REMANENTE, validarPagoRemanente } from '@domain/remanente/remanente';
import type { CuerpoPagoRemanente, RespuestaPagoRemanente } from '@domain/contrato/remanente';
import { actualizarPago, bloquearRecibo, leerRecibo } from './remanente.repository';

/**
 * PUT remanente/generar_recibos/{id} (§7 'Surplus', §5): a person corrects a surplus payment's price and amount; the
 * receipt is marked edited, so a later generation keeps these figures. Stale form → 409; audited with before/after.
 * With an Idempotency-Key (as a delivery's edit) a retry answers the first result instead of a 409.
 */
export async function editarPagoRemanente(
  db: Db,
  { usuario, ip }: Actor,
  id: number,
  clave: string | null,
  d: CuerpoPagoRemanente,
): Promise<RespuestaIdempotente<RespuestaPagoRemanente>> {
  const coop = usuario.id_cooperativa;
  exigirValido(validarPagoRemanente(d));
  const escribir = async (tx: Consulta) => {
    const antes = await bloquearRecibo(tx, coop, id);
    if (!antes) throw noEncontrado();
    await tomarVersion(tx, { tabla: 'remanente_recibos', llave: { id_cooperativa: coop, id } }, d.version);
    const despues = { precio_por_kg: d.precio_por_kg, cantidad_pago: d.cantidad_pago };
    await actualizarPago(tx, coop, id, despues);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'remanente_recibos',
      id_entidad: String(id),
      id_productor: await productorDe(tx, coop, { cuenta: antes.id_cuenta }),
      antes: { precio_por_kg: antes.precio_por_kg, cantidad_pago: antes.cantidad_pago },
      despues,
    });
    const cuerpo: RespuestaPagoRemanente = {
      success: true,
      message: MENSAJES_REMANENTE.pagoActualizado,
      data: (await leerRecibo(tx, coop, { id }))!,
    };
    return { codigo: 200, cuerpo };
  };
  if (clave === null) return { ...(await db.transaction(escribir)), repetida: false };
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe(`PUT remanente/generar_recibos/${id}`, d) };
  return unaVez(db, llave, escribir);
}
