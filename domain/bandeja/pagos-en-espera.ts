import type { EstadoBandeja } from './estados';

/** What this needs of an outbox item: its kind, its state and the body it will send. */
export interface PagoGuardado {
  tipo: string;
  estado: EstadoBandeja;
  cuerpo: unknown;
}

/**
 * What the pending payments saved on this device and not yet stored by the server take from one delivery's balance
 * (issue 28): the amount paid plus the credit recovered of each 'pago_pendiente' item for that delivery that is
 * waiting, being sent, or stopped in conflict. The server's balance (or the device copy's) does not know them yet,
 * so without this a collector could pay the same debt twice while offline; the server would refuse the second
 * payment, but only after the producer had the cash. A conflict still counts until it is discarded: it may be sent
 * again. ×100 integers.
 */
export function montoEnEspera(bandeja: readonly PagoGuardado[], idAcopio: number): number {
  let total = 0;
  for (const r of bandeja) {
    if (r.tipo !== 'pago_pendiente') continue;
    if (r.estado.estado !== 'pendiente' && r.estado.estado !== 'enviando' && r.estado.estado !== 'conflicto') continue;
    const c = r.cuerpo as { id_acopio?: unknown; monto_pagado?: unknown; recuperacion_credito?: unknown };
    if (c.id_acopio !== idAcopio) continue;
    total +=
      (Number.isInteger(c.monto_pagado) ? (c.monto_pagado as number) : 0) +
      (Number.isInteger(c.recuperacion_credito) ? (c.recuperacion_credito as number) : 0);
  }
  return total;
}
