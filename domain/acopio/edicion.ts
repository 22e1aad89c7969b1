import { textoMonto, type Centesimos } from './cantidades';

/**
 * Editing a delivery keeps its payments (issue 12): the amount to pay after the edit (gross − credit recovery)
 * may not fall below what the producer was already paid, or the cooperative would owe a negative balance.
 * @example importeBajoLoPagado(2000_00, 3000_00) // 'Con estos datos la entrega vale $ 2,000.00 …'
 */
export function importeBajoLoPagado(aPagar: Centesimos, pagado: Centesimos): string | null {
  if (aPagar >= pagado) return null;
  return `Con estos datos la entrega vale $ ${textoMonto(aPagar)} y al productor ya se le pagaron $ ${textoMonto(pagado)}; revise las pesadas y el precio`;
}
