import type { Consulta, Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { tomarVersion } from '../../../db/version';
import { exigirValido, invalido, noEncontrado, prohibido } from '../../../errores';
import { refrescarRemanenteDeCuenta } from '../../remanente/refrescar-de-entrega';
import { anularRecuperaciones, recuperarEnEntrega, saldosParaRecuperar } from '../../anticipos/recuperar-en-entrega';
import { saldoTotal, type SaldoAnticipo } from '@domain/anticipos/recuperacion';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../../idempotencia';
import { auditar } from '../../auditoria/auditoria';
import { productorDe } from '../../auditoria/productor-de';
import { guardarArchivo } from '../../archivos/archivos.repository';
import { camposDeEntrega } from './campos-entrega';
import {
  actualizarEntrega,
  alcanceDeUsuario,
  bloquearEntrega,
  leerEntrega,
  precioVigente,
  productoDeCooperativa,
  reemplazarPesadas,
} from './entregas.repository';
import { exigirEntradaEnLote } from '../entrada-lote';
import { limitesFechaEntrega, moverPagoConEntrega, primerPagoPosterior } from './fechas.repository';
import { bloquearLote } from '../lotes/lotes.repository';
import { errorFechaContraPagos } from '@domain/acopio/fechas-entrega';
import { contextoPrecio, leerFirma, MENSAJES_ENTREGA, PUEDE_FIJAR_PRECIO } from './registrar-entrega';
import { MENSAJES_ANULACION } from '@domain/acopio/anulacion';
import { dentroDelAlcance, FUERA_DEL_CENTRO } from '@domain/acopio/alcance';
import { idsFueraDeCatalogo } from '@domain/acopio/catalogos';
import { normalizarCertificaciones } from '@domain/acopio/certificaciones';
import { importeBajoLoPagado } from '@domain/acopio/edicion';
import { importeBruto, montoAPagar } from '@domain/acopio/importes';
import { totalesPesadas } from '@domain/acopio/pesadas';
import { validarEntrega } from '@domain/acopio/validar-entrega';
import type { CuerpoEdicionEntrega, RespuestaEntregaGuardada } from '@domain/contrato/acopio';

export const ENTREGA_ACTUALIZADA = 'Se actualizó con éxito la entrega';

/** What a corrected delivery's earlier recovery says when it is voided and recorded again. */
const MOTIVO_CORRECCION = 'Entrega corregida: la recuperación se registró de nuevo';

/**
 * Edits a delivery (002 §2.3 with {uuid_acopio}): the version it was loaded with first (409 if someone saved in
 * between), then the collector's centre (403), the active cycle, the same rules as a new delivery; the weighings
 * are replaced and every figure recomputed here. Payments stay as they are, so the new amount to pay may not fall
 * below what was paid. The price stays the delivery's own unless the user may set prices and sends one. Audited
 * with before and after. With an Idempotency-Key a repeated Guardar gets the first answer instead of a 409.
 */
export async function editarEntrega(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  clave: string | null,
  d: CuerpoEdicionEntrega,
): Promise<RespuestaIdempotente<RespuestaEntregaGuardada>> {
  const firma = d.firma_image ? await leerFirma(d.firma_image) : null;
  const coop = usuario.id_cooperativa;
  const escribir = async (tx: Consulta) => {
    const actual = await bloquearEntrega(tx, coop, { uuid });
    if (!actual) throw noEncontrado();
    await tomarVersion(tx, { tabla: 'acopios', llave: { id_cooperativa: coop, id: actual.id } }, d.version);
    if (!dentroDelAlcance(await alcanceDeUsuario(tx, usuario), actual.id_centro_acopio)) throw prohibido(FUERA_DEL_CENTRO);
    if (!actual.ciclo_activo_acopio) throw invalido({ fecha_ejecucion: [MENSAJES_ENTREGA.cicloInactivo] });
    if (actual.anulada) throw invalido({ pesadas: [MENSAJES_ANULACION.noSeCambia] });
    const precio = usuario.permisos.includes(PUEDE_FIJAR_PRECIO) && d.precio_por_kg !== null ? d.precio_por_kg : actual.precio_por_kg;
    // issue 22 item 4: a new price set here keeps the band around the cooperative's current one
    const banda = precio !== actual.precio_por_kg ? contextoPrecio(usuario.permisos, await precioVigente(tx, coop)) : undefined;
    // Only a move into a lot is checked: a delivery a manager put in another centre's lot stays editable where it is.
    if (d.id_lote !== null && d.id_lote !== actual.id_lote) {
      const lote = await bloquearLote(tx, coop, { id: d.id_lote });
      if (!lote) throw invalido({ id_lote: [MENSAJES_ENTREGA.lote] });
      await exigirEntradaEnLote(tx, usuario, lote, [actual], 'id_lote');
    }
    const certificaciones = normalizarCertificaciones(d.id_cat_certificacion);
    exigirValido(idsFueraDeCatalogo(d, await productoDeCooperativa(tx, coop)));
    const { firma_image: _firma, ...datos } = d;
    const fechas = await limitesFechaEntrega(tx, coop, actual.id_ciclo);
    // issue 25: a recovery changed in amount or date is voided and recorded again on the balances of the new date; an
    // unchanged one stays as it was (its advances already count it), so editing a lot does not churn the ledger.
    const nuevaRecuperacion = d.recuperacion_credito ?? 0;
    const cambiaRecuperacion =
      nuevaRecuperacion !== actual.recuperacion_credito || (actual.recuperacion_credito > 0 && d.fecha_ejecucion !== actual.fecha_acopio);
    let saldos: SaldoAnticipo[] = [];
    let saldoCreditos = actual.recuperacion_credito;
    if (cambiaRecuperacion) {
      await anularRecuperaciones(tx, coop, actual.id, MOTIVO_CORRECCION, usuario.id);
      saldos = await saldosParaRecuperar(tx, coop, (await productorDe(tx, coop, { cuenta: actual.id_cuenta }))!, d.fecha_ejecucion!);
      saldoCreditos = saldoTotal(saldos);
    }
    exigirValido(
      validarEntrega(
        { ...datos, id_cat_certificacion: certificaciones, precio_por_kg: precio, monto_pagado: 0, id_metodo_pago: null },
        { pideCertificacion: true, saldoCreditos, precio: banda, fechas },
      ),
    );
    const trasPago = errorFechaContraPagos(d.fecha_ejecucion!, await primerPagoPosterior(tx, coop, actual.id));
    if (trasPago) throw invalido({ fecha_ejecucion: [trasPago] });
    const t = totalesPesadas(d.pesadas);
    const importe = importeBruto(t.peso_neto, precio);
    const bajo = importeBajoLoPagado(montoAPagar(importe, d.recuperacion_credito), actual.pagado);
    if (bajo) throw invalido({ pesadas: [bajo] });

    const antes = await leerEntrega(tx, coop, uuid);
    const uuidFirma = firma ? await guardarArchivo(tx, coop, 'firma_entrega', firma.img, firma.contenido, usuario.id) : actual.firma;
    await actualizarEntrega(tx, coop, actual.id, { ...camposDeEntrega(d, certificaciones, t, precio), firma: uuidFirma as string });
    await reemplazarPesadas(tx, coop, actual.id, d.pesadas);
    if (cambiaRecuperacion)
      await recuperarEnEntrega(tx, coop, {
        idAcopio: actual.id,
        fecha: d.fecha_ejecucion!,
        monto: nuevaRecuperacion,
        idUsuario: usuario.id,
        saldos,
      });
    // The payment made with the delivery at the scale takes its corrected date; later payments keep theirs (item 18).
    await moverPagoConEntrega(tx, coop, actual.id, d.fecha_ejecucion!);
    await refrescarRemanenteDeCuenta(tx, coop, { idCiclo: actual.id_ciclo, idCuenta: actual.id_cuenta, idUsuario: usuario.id });
    const despues = (await leerEntrega(tx, coop, uuid))!;
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'acopios',
      id_entidad: uuid,
      id_productor: await productorDe(tx, coop, { cuenta: actual.id_cuenta }),
      antes,
      despues,
    });
    return { codigo: 200, cuerpo: { data: despues, message: ENTREGA_ACTUALIZADA } };
  };
  if (clave === null) return { ...(await db.transaction(escribir)), repetida: false };
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe(`PUT entregas/${uuid}`, d) };
  return unaVez(db, llave, escribir);
}
