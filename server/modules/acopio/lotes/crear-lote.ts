import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, invalido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { hoyDeCooperativa } from '../../cuentas/cuentas.repository';
import { centroDeUsuario } from '../entregas/entregas.repository';
import { cicloDeCooperativa, insertarLote, leerLote } from './lotes.repository';
import { validarLote } from '@domain/acopio/lotes';
import type { CuerpoLote, RespuestaLote } from '@domain/contrato/acopio-lotes';

export const MENSAJES_LOTE = {
  registrado: (nombre: string) => `Se registró con éxito el lote ${nombre}.`,
  eliminado: 'Se eliminó el lote seleccionado.',
  cicloInactivo: 'Solo se crean, editan o eliminan lotes en el ciclo de acopio activo',
  conDocumentosEudr: 'El lote tiene documentos EUDR registrados (paquete o declaración) y no se puede eliminar',
} as const;

/** The lot's fields as stored: text trimmed, empty text as null. */
export const datosLote = (d: Omit<CuerpoLote, 'id_ciclo'>) => ({
  nombre: d.nombre.trim(),
  folio: d.folio?.trim() || null,
  volumen: d.volumen,
  fecha_entrega_venta: d.fecha_entrega_venta,
  observaciones: d.observaciones?.trim() || null,
});

/**
 * Creates a lot (spec 002 §4, §5 'Lot'): only in the active collection cycle; it carries the centre of whoever
 * creates it, read from the database (a collector's lots are their centre's).
 */
export async function crearLote(db: Db, { usuario, ip }: Actor, d: CuerpoLote): Promise<RespuestaLote> {
  const coop = usuario.id_cooperativa;
  exigirValido(validarLote(d, await hoyDeCooperativa(db, coop)));
  return db.transaction(async (tx) => {
    const ciclo = await cicloDeCooperativa(tx, coop, d.id_ciclo);
    if (!ciclo) throw noEncontrado();
    if (!ciclo.activo_acopio) throw invalido({ id_ciclo: [MENSAJES_LOTE.cicloInactivo] });
    const datos = datosLote(d);
    const uuid = await insertarLote(tx, {
      ...datos,
      id_cooperativa: coop,
      id_ciclo: ciclo.id,
      id_centro_acopio: await centroDeUsuario(tx, usuario.id),
    });
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'lotes',
      id_entidad: uuid,
      despues: { ...datos, id_ciclo: ciclo.id },
    });
    const lote = (await leerLote(tx, coop, { uuid }))!;
    return { success: 1, message: MENSAJES_LOTE.registrado(lote.nombre), aviso: null, data: lote };
  });
}
