import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, invalido, noEncontrado } from '../../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../../idempotencia';
import { auditar } from '../../auditoria/auditoria';
import { productorDe } from '../../auditoria/productor-de';
import { guardarArchivo } from '../../archivos/archivos.repository';
import { bloquearEntrega, centroDeUsuario, insertarPago, leerEntrega, sumarRecuperacion } from './entregas.repository';
import { recuperarEnEntrega, saldosParaRecuperar } from '../../anticipos/recuperar-en-entrega';
import { saldoTotal } from '@domain/anticipos/recuperacion';
import { leerFirma } from './registrar-entrega';
import { FUERA_DE_CATALOGO, METODOS_PAGO } from '@domain/acopio/catalogos';
import { saldoPendiente } from '@domain/acopio/importes';
import { MENSAJES_ANULACION } from '@domain/acopio/anulacion';
import { validarPagoPendiente } from '@domain/acopio/validar-entrega';
import { MENSAJES_FECHAS } from '@domain/acopio/fechas-entrega';
import { hoyDeCooperativa } from './fechas.repository';
import { exigirRegistroDispositivo, guardarRegistroDispositivo } from './registro-dispositivo';
import type { CuerpoPagoPendiente, RespuestaEntregaGuardada } from '@domain/contrato/acopio';

export const PAGO_REGISTRADO = 'Se registró con éxito el pago pendiente';
export const MENSAJES_PAGO = {
  sinSaldo: 'Esta entrega ya está pagada; no tiene saldo pendiente',
  /** The date 'YYYY-MM-DD'; the message prints it dd/MMM/yyyy (domain/acopio/fechas-entrega.ts). */
  fechaAnterior: MENSAJES_FECHAS.pagoAnterior,
} as const;

/**
 * A later payment of a delivery (002 §2.4): pending = total − discounts − paid (§4), read with the delivery locked,
 * so two payments at once cannot both take the same balance. Stamped with the payer's centre (read from the
 * database) and signed by the producer; once per Idempotency-Key; audited. Any centre's collector may pay a
 * delivery: the payment is theirs and carries their centre (docs/DECISIONES.md). Part of the balance may be kept
 * for the producer's advances (issue 25): recovered as at the scale, oldest advance first, interest before capital,
 * on the payment's date, and added to the delivery's discounts.
 */
export async function registrarPagoPendiente(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoPagoPendiente,
): Promise<RespuestaIdempotente<RespuestaEntregaGuardada>> {
  const firma = await leerFirma(d.firma_image);
  const coop = usuario.id_cooperativa;
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST entregas/pago_pendiente', d) };
  return unaVez(db, llave, async (tx) => {
    const entrega = await bloquearEntrega(tx, coop, { id: d.id_acopio });
    if (!entrega) throw noEncontrado();
    if (entrega.anulada) throw invalido({ monto_pagado: [MENSAJES_ANULACION.noSeCambia] });
    const saldo = saldoPendiente(entrega.importe_total, entrega.recuperacion_credito, entrega.pagado);
    if (saldo <= 0) throw invalido({ monto_pagado: [MENSAJES_PAGO.sinSaldo] });
    const recuperacion = d.recuperacion_credito ?? 0;
    const idProductor = await productorDe(tx, coop, { cuenta: entrega.id_cuenta });
    // what the producer owes on advances on the payment's date; read (and locked) only when part is to be recovered
    const saldos = recuperacion > 0 && idProductor !== null ? await saldosParaRecuperar(tx, coop, idProductor, d.fecha_ejecucion!) : [];
    const fechas = { entrega: entrega.fecha_acopio, hoy: await hoyDeCooperativa(tx, coop) };
    exigirValido(validarPagoPendiente(d, saldo, fechas, saldoTotal(saldos)));
    if (!METODOS_PAGO[d.id_metodo_pago!]) throw invalido({ id_metodo_pago: [FUERA_DE_CATALOGO] });
    const dispositivo = await exigirRegistroDispositivo(tx, coop, d);

    const centro = await centroDeUsuario(tx, usuario.id);
    const uuidFirma = await guardarArchivo(tx, coop, 'firma_entrega', firma.img, firma.contenido, usuario.id);
    const pago = {
      id_cooperativa: coop,
      id_acopio: entrega.id,
      fecha: d.fecha_ejecucion!,
      id_metodo_pago: d.id_metodo_pago!,
      monto: d.monto_pagado!,
      id_centro_acopio: centro,
      id_usuario: usuario.id,
      firma: uuidFirma,
    };
    const idPago = await insertarPago(tx, pago);
    await guardarRegistroDispositivo(tx, 'acopio_pagos', coop, idPago, dispositivo);
    if (recuperacion > 0) {
      await recuperarEnEntrega(tx, coop, {
        idAcopio: entrega.id,
        fecha: d.fecha_ejecucion!,
        monto: recuperacion,
        idUsuario: usuario.id,
        saldos,
      });
      await sumarRecuperacion(tx, coop, entrega.id, recuperacion);
    }
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'acopio_pagos',
      id_entidad: entrega.uuid,
      id_productor: idProductor,
      antes: { pagado: entrega.pagado, recuperacion_credito: entrega.recuperacion_credito, saldo },
      despues: {
        ...pago,
        firma: undefined,
        ...dispositivo,
        pagado: entrega.pagado + pago.monto,
        recuperacion_credito: entrega.recuperacion_credito + recuperacion,
        saldo: saldo - pago.monto - recuperacion,
      },
    });
    const data = (await leerEntrega(tx, coop, entrega.uuid))!;
    return { codigo: 201, cuerpo: { data, message: PAGO_REGISTRADO } };
  });
}
