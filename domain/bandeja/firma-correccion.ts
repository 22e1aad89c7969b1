import type { CuerpoEntrega } from '../contrato/acopio';

/**
 * Whether a corrected outbox delivery keeps the producer's signature (issue 28, 'Editar' on a conflict). The
 * producer signed the payment summary (ResumenEntrega): the account, the date, each weighing (units and containers,
 * gross, tare, discount), the price, the credit recovered, what was paid now and how. When any of those changes the
 * signature no longer covers the figures, so the producer signs again; a correction that only moves the delivery to
 * another lot (the usual conflict), or changes a category, a sample or a note, keeps the signature drawn at the
 * scale. The server recomputes the money either way.
 */
export type CifrasFirmadas = Pick<
  CuerpoEntrega,
  'uuid_cuenta' | 'fecha_ejecucion' | 'pesadas' | 'precio_por_kg' | 'recuperacion_credito' | 'monto_pagado' | 'id_metodo_pago'
>;

const firmadas = (c: CifrasFirmadas) => ({
  uuid_cuenta: c.uuid_cuenta,
  fecha_ejecucion: c.fecha_ejecucion,
  pesadas: c.pesadas.map((p) => ({
    unidades: [...p.unidades].sort((a, b) => a - b),
    peso_bruto: p.peso_bruto,
    peso_tara: p.peso_tara,
    peso_descuento: p.peso_descuento ?? 0,
    bultos: Object.entries(p.bultos)
      .filter(([, n]) => Number.isFinite(n))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  })),
  precio_por_kg: c.precio_por_kg,
  recuperacion_credito: c.recuperacion_credito,
  // without a payment now the method is not on the summary ('Sin pago ahora')
  monto_pagado: c.monto_pagado,
  id_metodo_pago: c.monto_pagado > 0 ? c.id_metodo_pago : null,
});

/** True when the figures the producer signed are the same in the correction: the old signature still covers them. */
export const firmaSigueValida = (firmado: CifrasFirmadas, corregido: CifrasFirmadas): boolean =>
  JSON.stringify(firmadas(firmado)) === JSON.stringify(firmadas(corregido));
