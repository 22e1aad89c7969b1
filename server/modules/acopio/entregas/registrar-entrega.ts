import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { exigirValido, invalido, noEncontrado } from '../../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../../idempotencia';
import { auditar } from '../../auditoria/auditoria';
import { productorDe } from '../../auditoria/productor-de';
import { guardarArchivo } from '../../archivos/archivos.repository';
import { camposDeEntrega } from './campos-entrega';
import { exigirRegistroDispositivo, guardarRegistroDispositivo } from './registro-dispositivo';
import { decodificarImagen, PIXELES_MAXIMOS, type Imagen } from '../../archivos/imagen';
import {
  centroDeUsuario,
  cuentaParaEntrega,
  insertarEntrega,
  insertarPago,
  insertarPesadas,
  leerEntrega,
  precioVigente,
} from './entregas.repository';
import { exigirEntradaEnLote } from '../entrada-lote';
import { limitesFechaEntrega } from './fechas.repository';
import { bloquearLote } from '../lotes/lotes.repository';
import { MENSAJES_LOTE } from '@domain/acopio/entrada-lote';
import { idsFueraDeCatalogo } from '@domain/acopio/catalogos';
import { normalizarCertificaciones } from '@domain/acopio/certificaciones';
import { totalesPesadas } from '@domain/acopio/pesadas';
import { validarEntrega } from '@domain/acopio/validar-entrega';
import { PERMISO_FUERA_DE_RANGO, type ContextoPrecio } from '@domain/acopio/banda-precio';
import { recuperarEnEntrega, saldosParaRecuperar } from '../../anticipos/recuperar-en-entrega';
import { refrescarRemanenteDeCuenta } from '../../remanente/refrescar-de-entrega';
import { saldoTotal } from '@domain/anticipos/recuperacion';
import type { CuerpoEntrega, RespuestaEntregaRegistrada } from '@domain/contrato/acopio';

export const ENTREGA_REGISTRADA = 'Se registró con éxito la entrega';
export const MENSAJES_ENTREGA = {
  firma: 'La firma no es una imagen PNG válida; pida al productor que firme de nuevo',
  cicloInactivo: 'Solo se registran entregas en el ciclo de acopio activo',
  baja: 'El productor está dado de baja en este ciclo',
  sinPrecio: 'La cooperativa no tiene un precio vigente por kg; regístrelo en Precio por cooperativa',
  lote: MENSAJES_LOTE.noEsDelCiclo,
} as const;

/** Whoever may register the cooperative's price may also price one delivery; anyone else gets the current price. */
export const PUEDE_FIJAR_PRECIO = 'ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO';

/** The band a price set by the user must keep (issue 22 item 4): the cooperative's current price and the supervisor's permission. */
export const contextoPrecio = (permisos: readonly string[], vigente: number | null): ContextoPrecio => ({
  vigente,
  fueraDeRango: permisos.includes(PERMISO_FUERA_DE_RANGO),
});

/** The drawn signature, decoded and re-encoded (issue 10 item 6): only the new bytes are stored. */
export async function leerFirma(dataUrl: string): Promise<{ img: Imagen; contenido: Buffer }> {
  const subida = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const firma = await decodificarImagen(subida, ['image/png'], PIXELES_MAXIMOS.logo);
  if (!firma) throw invalido({ firma_image: [MENSAJES_ENTREGA.firma] });
  return firma;
}

/**
 * Registers a delivery (spec 002 §2.3): the account must be in the active collection cycle; the price is the
 * cooperative's unless the user may set prices; weights, amounts and balance are recomputed here from the
 * weighings (domain/acopio) and the payment made at the scale is stored with the producer's signature. Runs once
 * per Idempotency-Key: a repeated Guardar gets the first answer and writes nothing.
 */
export async function registrarEntrega(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoEntrega,
): Promise<RespuestaIdempotente<RespuestaEntregaRegistrada>> {
  const firma = await leerFirma(d.firma_image);
  const coop = usuario.id_cooperativa;
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST entregas', d) };
  return unaVez(db, llave, async (tx) => {
    const cuenta = await cuentaParaEntrega(tx, coop, d.uuid_cuenta);
    if (!cuenta) throw noEncontrado();
    if (cuenta.baja) throw invalido({ uuid_cuenta: [MENSAJES_ENTREGA.baja] });
    if (!cuenta.ciclo_activo_acopio) throw invalido({ uuid_cuenta: [MENSAJES_ENTREGA.cicloInactivo] });
    const vigente = await precioVigente(tx, coop);
    const fija = usuario.permisos.includes(PUEDE_FIJAR_PRECIO) && d.precio_por_kg !== null;
    const precio = fija ? d.precio_por_kg : vigente;
    if (precio === null) throw invalido({ precio_por_kg: [MENSAJES_ENTREGA.sinPrecio] });
    const centro = await centroDeUsuario(tx, usuario.id);
    if (d.id_lote !== null) {
      const lote = await bloquearLote(tx, coop, { id: d.id_lote });
      if (!lote) throw invalido({ id_lote: [MENSAJES_ENTREGA.lote] });
      await exigirEntradaEnLote(tx, usuario, lote, [{ id_ciclo: cuenta.id_ciclo, id_centro_acopio: centro }], 'id_lote');
    }
    const dispositivo = await exigirRegistroDispositivo(tx, coop, d);
    const certificaciones = normalizarCertificaciones(d.id_cat_certificacion);
    exigirValido(idsFueraDeCatalogo(d, cuenta.producto));
    // what the producer owes on the delivery's date, on every advance (issue 25): the most the scale may keep
    const saldos = await saldosParaRecuperar(tx, coop, cuenta.id_productor, d.fecha_ejecucion);
    const fechas = await limitesFechaEntrega(tx, coop, cuenta.id_ciclo);
    exigirValido(
      validarEntrega(
        { ...d, id_cat_certificacion: certificaciones, precio_por_kg: precio },
        {
          pideCertificacion: true,
          saldoCreditos: saldoTotal(saldos),
          precio: fija ? contextoPrecio(usuario.permisos, vigente) : undefined,
          fechas,
        },
      ),
    );

    const t = totalesPesadas(d.pesadas);
    const uuidFirma = await guardarArchivo(tx, coop, 'firma_entrega', firma.img, firma.contenido, usuario.id);
    const nueva = await insertarEntrega(tx, {
      id_cooperativa: coop,
      id_cuenta: cuenta.id,
      id_ciclo: cuenta.id_ciclo,
      id_centro_acopio: centro,
      id_usuario: usuario.id,
      ...camposDeEntrega(d, certificaciones, t, precio),
      firma: uuidFirma,
    });
    await insertarPesadas(tx, coop, nueva.id, d.pesadas);
    await guardarRegistroDispositivo(tx, 'acopios', coop, nueva.id, dispositivo);
    await recuperarEnEntrega(tx, coop, {
      idAcopio: nueva.id,
      fecha: d.fecha_ejecucion,
      monto: d.recuperacion_credito,
      idUsuario: usuario.id,
      saldos,
    });
    if (d.monto_pagado > 0) {
      await insertarPago(tx, {
        id_cooperativa: coop,
        id_acopio: nueva.id,
        fecha: d.fecha_ejecucion,
        id_metodo_pago: d.id_metodo_pago!,
        monto: d.monto_pagado,
        id_centro_acopio: centro,
        id_usuario: usuario.id,
        firma: uuidFirma,
        con_entrega: true,
      });
    }
    const { firma_image: _firma, ...sinFirma } = d;
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'acopios',
      id_entidad: nueva.uuid,
      id_productor: await productorDe(tx, coop, { cuenta: cuenta.id }),
      despues: sinFirma,
    });
    await refrescarRemanenteDeCuenta(tx, coop, { idCiclo: cuenta.id_ciclo, idCuenta: cuenta.id, idUsuario: usuario.id });
    const entrega = (await leerEntrega(tx, coop, nueva.uuid))!;
    return { codigo: 201, cuerpo: { data: entrega, message: ENTREGA_REGISTRADA } };
  });
}
