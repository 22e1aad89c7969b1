import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, invalido, noEncontrado } from '../../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../../idempotencia';
import { auditar } from '../../auditoria/auditoria';
import { bloquearEntregasPorUuid } from '../lotes/lotes.repository';
import { cambiarEstadoEntregas } from './estados.repository';
import { alcanceEn, exigirCentro } from '../exigir-centro';
import { MENSAJE_CAMBIO_ESTADO, validarCambioEstado } from '@domain/acopio/cambio-estado';
import { ESTADO_CON_FOLIO, SIN_FOLIO } from '@domain/acopio/estados';
import { MENSAJES_ANULACION } from '@domain/acopio/anulacion';
import type { CuerpoCambiarEstado, RespuestaCambioEntregas } from '@domain/contrato/acopio-lotes';

export const MENSAJES_CAMBIO = {
  sinFolio: 'Para pasar entregas a En bodega asígneles un folio con «Asignar estado»',
} as const;

/**
 * The status change with a date (spec 002 §4 'Delivery status change'): one or more deliveries, of the user's centre
 * for a collector. Back to state 1 (en bodega) only deliveries that have a folio: state 1 is recorded under one
 * (R114), which the state assignment gives. Once per Idempotency-Key.
 */
export async function cambiarEstadoDeEntregas(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoCambiarEstado,
): Promise<RespuestaIdempotente<RespuestaCambioEntregas>> {
  exigirValido(validarCambioEstado({ entregas: d.entregas, id_estado: d.id_estado, fecha: d.fecha_actualizacion }));
  const coop = usuario.id_cooperativa;
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST cambiar_estado', d) };
  return unaVez(db, llave, async (tx) => {
    const entregas = await bloquearEntregasPorUuid(tx, coop, d.entregas);
    if (entregas.length !== d.entregas.length) throw noEncontrado();
    exigirCentro(await alcanceEn(tx, usuario), ...entregas.map((e) => e.id_centro_acopio));
    if (entregas.some((e) => e.anulada)) throw invalido({ entregas: [MENSAJES_ANULACION.enSeleccion] });
    const aBodega = d.id_estado === ESTADO_CON_FOLIO;
    if (aBodega && entregas.some((e) => !e.folio_entrega || e.folio_entrega === SIN_FOLIO))
      throw invalido({ id_estado: [MENSAJES_CAMBIO.sinFolio] });
    const fecha = d.fecha_actualizacion!;
    await cambiarEstadoEntregas(
      tx,
      coop,
      entregas.map((e) => e.id),
      d.id_estado,
      fecha,
      aBodega,
    );
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'acopios',
      id_entidad: 'cambiar_estado',
      antes: entregas.map((e) => ({ acopio: e.uuid, id_estatus_entrega: e.id_estatus_entrega, folio_entrega: e.folio_entrega })),
      despues: { id_estatus_entrega: d.id_estado, fecha_estatus: fecha },
    });
    return { codigo: 200, cuerpo: { success: 1, message: MENSAJE_CAMBIO_ESTADO, data: { entregas: entregas.length, folio: null, fecha } } };
  });
}
