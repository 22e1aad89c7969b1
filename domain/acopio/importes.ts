import { multiplicarCentesimos, type Centesimos } from './cantidades';

/** Gross amount = net weight × price (R091), rounded half up to the cent: (96.50, 40.00) → 3,860.00. */
export const importeBruto = (pesoNeto: Centesimos, precioPorKg: Centesimos): Centesimos => multiplicarCentesimos(pesoNeto, precioPorKg);

/** Amount to pay = gross − credit recovery (R092): (3,860.00, 1,000.00) → 2,860.00. */
export const montoAPagar = (bruto: Centesimos, recuperacionCredito: Centesimos): Centesimos => bruto - recuperacionCredito;

/** Pending payment of a delivery = total − discounts − paid (R093): (3,860, 1,000, 2,000) → 860. */
export const saldoPendiente = (total: Centesimos, descuentos: Centesimos, pagado: Centesimos): Centesimos => total - descuentos - pagado;

/** Everything the payment summary shows, computed once from the weights and the price (the server recomputes it). */
export interface ResumenPago {
  importe_total: Centesimos;
  recuperacion_credito: Centesimos;
  a_pagar: Centesimos;
  monto_pagado: Centesimos;
  saldo: Centesimos;
}

export function resumenPago(d: {
  peso_neto: Centesimos;
  precio_por_kg: Centesimos;
  recuperacion_credito: Centesimos;
  monto_pagado: Centesimos;
}): ResumenPago {
  const importe_total = importeBruto(d.peso_neto, d.precio_por_kg);
  return {
    importe_total,
    recuperacion_credito: d.recuperacion_credito,
    a_pagar: montoAPagar(importe_total, d.recuperacion_credito),
    monto_pagado: d.monto_pagado,
    saldo: saldoPendiente(importe_total, d.recuperacion_credito, d.monto_pagado),
  };
}

/**
 * Average price per kg of several deliveries = their gross amount / their net weight, ×100 and rounded half up
 * (the side panel's precio_por_kg_promedio): (5,860.00, 146.50 kg) → 40.00. Null without weight.
 */
export function precioPromedio(importe: Centesimos, pesoNeto: Centesimos): Centesimos | null {
  if (pesoNeto <= 0) return null;
  return Math.floor((importe * 100 * 2 + pesoNeto) / (pesoNeto * 2));
}
