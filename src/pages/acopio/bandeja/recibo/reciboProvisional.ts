import { renglonesEntrega, tablaPesadas, type Renglon } from '@domain/acopio/recibo';
import { nombreMetodoPago } from '@domain/acopio/catalogos';
import type { CopiaDispositivo } from '@domain/contrato/acopio-copia';
import type { CuerpoEntrega } from '@domain/contrato/acopio';
import type { RegistroBandeja } from '../../../../offline/baseDispositivo';
import { filasResumenPago } from '../../entrega/filasResumen';
import { cifrasEnVivo, type Lectura } from '../../entrega/modelo';

/**
 * What the provisional receipt of an outbox delivery says (issue 28), from the body the form stored on the device and
 * what the device knows offline (the session and the device copy). The figures are the form's own (cifrasEnVivo,
 * filasResumenPago) and the weighings table the final receipt's (domain/acopio/recibo.ts), so the paper the producer
 * takes home says what they signed, rounded as the server will round it.
 */
export const AVISO_PROVISIONAL = 'Recibo provisional: el folio definitivo lo asigna el servidor al sincronizar.';

/** What the device knows besides the body; every part may be missing (a copy never read, an older session). */
export interface ContextoRecibo {
  cooperativa: string | null;
  recolector: string | null;
  copia: CopiaDispositivo | null;
  /** The cooperative's unit ('kg' when unknown) and its product (the copy's, else the configuration's). */
  unidad: string;
  producto: number | null;
}

export interface ReciboProvisional {
  folioProvisional: string;
  /** The server's folio once sent; null while it waits. */
  folioDefinitivo: string | null;
  registradaEn: string;
  cooperativa: string | null;
  centro: string | null;
  recolector: string | null;
  productor: string;
  clave: string | null;
  categoria: string | null;
  entrega: Renglon[];
  pesadas: ReturnType<typeof tablaPesadas>;
  /** Total net kilos ×100, for the headline. */
  pesoNeto: number;
  importes: [string, string][];
  firma: string | null;
}

/** The form's reading of a stored body: its integers are already ×100, nothing to parse. */
export const lecturaDeCuerpo = (c: CuerpoEntrega): Lectura => ({
  pesadas: c.pesadas,
  precio: c.precio_por_kg ?? 0,
  recuperacion: c.recuperacion_credito,
  monto_pagado: c.monto_pagado,
  rendimiento: c.rendimiento,
  humedad: c.humedad,
  mancha: c.mancha,
  errores: {},
});

/** The centre: the lot's, else the one the copy's producers were restricted to (named by one of its lots). */
function centroDe(c: CuerpoEntrega, copia: CopiaDispositivo | null): string | null {
  if (!copia) return null;
  const lote = copia.lotes.find((l) => l.id === c.id_lote);
  if (lote?.centro_acopio) return lote.centro_acopio;
  return copia.lotes.find((l) => copia.id_centro !== null && l.id_centro_acopio === copia.id_centro)?.centro_acopio ?? null;
}

export function reciboProvisional(r: RegistroBandeja, ctx: ContextoRecibo): ReciboProvisional {
  const c = r.cuerpo as CuerpoEntrega;
  const copia = ctx.copia;
  const lectura = lecturaDeCuerpo(c);
  const cifras = cifrasEnVivo(lectura);
  const productor = copia?.productores.find((p) => p.id_cuenta === r.cuenta?.id || p.uuid_cuenta === c.uuid_cuenta) ?? null;
  // the copy's methods are this same domain catalogue (catalogoAcopio): no need to look them up there
  const metodo = c.id_metodo_pago ? nombreMetodoPago(c.id_metodo_pago) : null;
  const lote = copia?.lotes.find((l) => l.id === c.id_lote);
  const producto = copia?.producto ?? ctx.producto;
  return {
    folioProvisional: r.folioProvisional,
    folioDefinitivo: r.estado.estado === 'enviada' ? r.estado.folio : null,
    registradaEn: r.registradaEn,
    cooperativa: ctx.cooperativa,
    centro: centroDe(c, copia),
    recolector: ctx.recolector,
    productor: r.resumen.productor,
    clave: productor?.clave ?? null,
    categoria: productor ? (copia?.categorias.find((k) => k.id === productor.id_cuenta_categoria)?.nombre ?? null) : null,
    // the folio goes in the heading, not again among the delivery's data
    entrega:
      producto === null
        ? []
        : renglonesEntrega({
            producto,
            id_tipo_cafe: c.id_cat_acopio_tipos_cafe,
            id_proceso: c.id_cat_acopio_procesos,
            certificaciones: c.id_cat_certificacion,
            lote: c.id_lote === null ? null : lote ? (lote.folio ? `${lote.nombre} (${lote.folio})` : lote.nombre) : `Lote ${c.id_lote}`,
          }),
    pesadas: tablaPesadas({ pesadas: c.pesadas, ...cifras }, ctx.unidad),
    pesoNeto: cifras.peso_neto,
    importes: filasResumenPago({
      productor: r.resumen.productor,
      fecha: c.fecha_ejecucion,
      lectura,
      cifras,
      precio: lectura.precio,
      pagadoAntes: 0,
      metodo,
    }).filter(([t]) => t !== 'Productor'),
    firma: c.firma_image || null,
  };
}
