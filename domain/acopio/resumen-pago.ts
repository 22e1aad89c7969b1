import type { Centesimos } from './cantidades';

/**
 * The payment summary of the delivery form (issue 22 item 18), before Guardar: what was already paid (an edit keeps
 * the delivery's payments), what is paid now (only a new delivery pays at the scale) and what stays pending. Editing
 * a fully paid delivery showed 'Pagado ahora $0.00' and the whole amount as pending, because the summary ignored
 * the payments already made.
 * @example cifrasResumenPago({ aPagar: 5860_00, pagadoAntes: 5860_00, pagadoAhora: 0 }) // { …, pendiente: 0 }
 */
export function cifrasResumenPago(c: { aPagar: Centesimos; pagadoAntes: Centesimos; pagadoAhora: Centesimos }) {
  return { pagadoAntes: c.pagadoAntes, pagadoAhora: c.pagadoAhora, pendiente: Math.max(0, c.aPagar - c.pagadoAntes - c.pagadoAhora) };
}
