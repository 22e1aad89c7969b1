import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../idempotencia';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import { hoyDeCooperativa } from '../acopio/entregas/fechas.repository';
import { puedeEditarOAbonar } from '@domain/anticipos/estado';
import { estadoDeAnticipo } from '@domain/anticipos/libro';
import { MENSAJES_ANTICIPO, validarAbono } from '@domain/anticipos/validar';
import type { CuerpoAbono, RespuestaAbono } from '@domain/contrato/anticipos';
import { abonoConUuid, bloquearAnticipo, detalleAnticipo, insertarAbono, pagosDeAnticipo } from './anticipos.repository';
import { exigirCredito } from './credito';
import { MENSAJES_CREDITO } from './mensajes';
import { recalcularAnticipo } from './recalcular';

/**
 * A cash repayment ('Abono de efectivo', spec 002 §2.10, §5, R100): with the advance locked, so two repayments at once
 * take turns and the second sees the first; at most what is owed on its date, and a backdated one is refused if,
 * replayed in date order, any later movement would then pay more than was owed. Interest first, then capital (the
 * replay). The commission is recorded beside it and does not reduce the balance. Once per Idempotency-Key; audited.
 */
export async function registrarAbono(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoAbono,
): Promise<RespuestaIdempotente<RespuestaAbono>> {
  const coop = usuario.id_cooperativa;
  const cfg = await exigirCredito(db, coop);
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST anticipos_pagos', d) };
  return unaVez(db, llave, async (tx) => {
    const anticipo = await bloquearAnticipo(tx, coop, { id: d.id_anticipo });
    if (!anticipo) throw noEncontrado();
    const hoy = await hoyDeCooperativa(tx, coop);
    const libro = { fecha: anticipo.fecha_ejecucion, monto: anticipo.cantidad_anticipo, tasa: anticipo.tasa_interes };
    const movimientos = (await pagosDeAnticipo(tx, coop, anticipo.id))
      .filter((p) => !p.anulado)
      .map((p) => ({ fecha: p.fecha_ejecucion, monto: p.cantidad_pago, orden: p.id }));
    if (!puedeEditarOAbonar(estadoDeAnticipo(libro, movimientos, hoy).saldo))
      throw invalido({ id_anticipo: [MENSAJES_CREDITO.pagado(cfg.etiqueta)] });
    const fecha = d.fecha_ejecucion;
    const saldoEnFecha = estadoDeAnticipo(libro, movimientos, fecha <= hoy ? fecha : hoy).saldo;
    exigirValido(validarAbono(d, { hoy, fechaAnticipo: anticipo.fecha_ejecucion, saldo: saldoEnFecha }));
    if (d.uuid && (await abonoConUuid(tx, coop, d.uuid))) throw invalido({ uuid: [MENSAJES_CREDITO.uuidRepetido] });

    const abono = {
      id_cooperativa: coop,
      uuid: d.uuid ?? null,
      id_anticipo: anticipo.id,
      fecha_ejecucion: fecha,
      cantidad_pago: d.cantidad_pago,
      comision_efectivo: d.comision_efectivo ?? 0,
      id_acopio: null,
      id_usuario: usuario.id,
    };
    const { id } = await insertarAbono(tx, abono);
    const estado = await recalcularAnticipo(tx, coop, anticipo.id);
    // Backdated before other repayments: replayed in date order, one of them would now pay beyond the balance.
    if (estado.excedente > 0) throw invalido({ cantidad_pago: [MENSAJES_ANTICIPO.excedeSaldo] });
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'anticipos_pagos',
      id_entidad: String(id),
      id_productor: await productorDe(tx, coop, { cuenta: anticipo.id_cuenta }),
      despues: { ...abono, folio_anticipo: anticipo.folio },
    });
    const data = (await detalleAnticipo(tx, coop, anticipo.id))!;
    return { codigo: 201, cuerpo: { success: true, message: MENSAJES_CREDITO.abonoGuardado, data } };
  });
}
