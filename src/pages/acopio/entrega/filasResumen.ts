import { textoMonto } from '@domain/acopio/cantidades';
import { cifrasResumenPago } from '@domain/acopio/resumen-pago';
import { formatoFecha } from '@domain/comun/formato';
import type { cifrasEnVivo, Lectura } from './modelo';

const pesos = (c: number) => `$ ${textoMonto(c)}`;

/**
 * The labelled figures of the payment summary (spec 002 §2.3, issue 22 item 18): what the producer sees before
 * signing. One function, so the provisional receipt printed offline (issue 28) says exactly what was signed.
 */
export function filasResumenPago({
  productor,
  fecha,
  lectura,
  cifras,
  precio,
  pagadoAntes,
  metodo,
}: {
  productor: string;
  fecha: string;
  lectura: Lectura;
  cifras: ReturnType<typeof cifrasEnVivo>;
  precio: number;
  /** What the delivery was already paid (an edit keeps its payments); 0 for a new delivery. */
  pagadoAntes: number;
  metodo: string | null;
}): [string, string][] {
  const pago = cifrasResumenPago({
    aPagar: cifras.a_pagar,
    pagadoAntes,
    pagadoAhora: cifras.importe_total > 0 ? lectura.monto_pagado : 0,
  });
  return [
    ['Productor', productor],
    ['Fecha de entrega', formatoFecha(fecha)],
    ['Peso neto', `${textoMonto(cifras.peso_neto)} kg`],
    ['Precio por kg', pesos(precio)],
    ['Importe bruto', pesos(cifras.importe_total)],
    // issue 25: what the scale keeps for the producer's advances
    ...(lectura.recuperacion > 0 ? [['Crédito recuperado', pesos(lectura.recuperacion)] as [string, string]] : []),
    ['Monto a pagar', pesos(cifras.a_pagar)],
    ...(pagadoAntes > 0 ? [['Pagado antes', pesos(pago.pagadoAntes)] as [string, string]] : []),
    ['Pagado ahora', pesos(pago.pagadoAhora)],
    ['Método de pago', pago.pagadoAhora > 0 ? (metodo ?? '—') : 'Sin pago ahora'],
    ['Queda pendiente', pesos(pago.pendiente)],
  ];
}
