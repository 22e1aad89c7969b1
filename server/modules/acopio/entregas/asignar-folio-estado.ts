import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, invalido, noEncontrado } from '../../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../../idempotencia';
import { auditar } from '../../auditoria/auditoria';
import { centroDeUsuario } from './entregas.repository';
import { bloquearEntregasPorId, cicloDeCooperativa } from '../lotes/lotes.repository';
import { aplicarEstado, bloquearFolio, insertarEstado } from './estados.repository';
import { alcanceEn, exigirCentro } from '../exigir-centro';
import { validarAsignacionEstado } from '@domain/acopio/lotes';
import { ESTADO_CON_FOLIO, folioDeEstado, mensajeFolioAsignado } from '@domain/acopio/estados';
import { MENSAJES_ANULACION } from '@domain/acopio/anulacion';
import type { CuerpoAsignarFolio, RespuestaCambioEntregas } from '@domain/contrato/acopio-lotes';

export const MENSAJES_FOLIO = {
  otroCiclo: 'Solo se asigna el estado a entregas del ciclo seleccionado',
} as const;

/**
 * State assignment with a folio (spec 002 §4, R114): state 1 (en bodega) under a folio, any other under 'S/F'. A
 * folio already used in the cycle is the same record: the deliveries take its date, whatever date was sent (the form
 * shows it read-only). Every delivery must be of the cycle and, for a collector, of their centre. Once per
 * Idempotency-Key.
 */
export async function asignarFolioEstado(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoAsignarFolio,
): Promise<RespuestaIdempotente<RespuestaCambioEntregas>> {
  const coop = usuario.id_cooperativa;
  const folio = folioDeEstado(d.tipo_estado, d.folio);
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST recoleccion_acopios_batch', d) };
  return unaVez(db, llave, async (tx) => {
    // An existing folio brings its date: the date sent is only required for a new one.
    const existente = d.tipo_estado === ESTADO_CON_FOLIO && folio ? await bloquearFolio(tx, coop, d.id_ciclo, folio) : null;
    exigirValido(
      validarAsignacionEstado({
        entregas: d.ids_acopio.map(String),
        tipo_estado: d.tipo_estado,
        folio,
        fecha: existente?.fecha ?? d.fecha,
      }),
    );
    const ciclo = await cicloDeCooperativa(tx, coop, d.id_ciclo);
    if (!ciclo) throw noEncontrado();
    const entregas = await bloquearEntregasPorId(tx, coop, d.ids_acopio);
    if (entregas.length !== d.ids_acopio.length) throw noEncontrado();
    exigirCentro(await alcanceEn(tx, usuario), ...entregas.map((e) => e.id_centro_acopio));
    if (entregas.some((e) => e.anulada)) throw invalido({ ids_acopio: [MENSAJES_ANULACION.enSeleccion] });
    if (entregas.some((e) => e.id_ciclo !== ciclo.id)) throw invalido({ ids_acopio: [MENSAJES_FOLIO.otroCiclo] });
    const estado =
      existente ??
      (await insertarEstado(tx, {
        id_cooperativa: coop,
        id_ciclo: ciclo.id,
        folio,
        id_estatus: d.tipo_estado,
        fecha: d.fecha!,
        id_centro_acopio: await centroDeUsuario(tx, usuario.id),
        id_usuario: usuario.id,
      }));
    const ids = entregas.map((e) => e.id);
    await aplicarEstado(tx, coop, ids, estado);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'acopios',
      id_entidad: `estado:${estado.id}`,
      antes: entregas.map((e) => ({ acopio: e.uuid, id_estatus_entrega: e.id_estatus_entrega, folio_entrega: e.folio_entrega })),
      despues: { id_estatus_entrega: estado.id_estatus, folio_entrega: estado.folio, fecha: estado.fecha },
    });
    return {
      codigo: 200,
      cuerpo: {
        success: 1,
        message: mensajeFolioAsignado(estado.folio),
        data: { entregas: ids.length, folio: estado.folio, fecha: estado.fecha },
      },
    };
  });
}
