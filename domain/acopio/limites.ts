/**
 * Plausible bounds of a collection centre, all ×100 (docs/DECISIONES.md 'acopio: límites'): beyond them a
 * figure is a typing slip (an extra zero), and they keep every product of weight × price exact in integers.
 */
export const LIMITES = {
  /** One weighing: a loaded truck on a platform scale, 100,000 kg. */
  pesoPesada: 100_000_00,
  /** Sacks, drums… of one unit in one weighing. */
  bultos: 10_000,
  /** Price per kg: 100,000.00 in the cooperative's currency. */
  precioPorKg: 100_000_00,
  /** A payment or a credit recovery: 1,000,000,000.00. */
  monto: 1_000_000_000_00,
  /**
   * One payment to a producer, at the scale or pending (issue 22 item 4): 10,000,000.00, a loaded truck (100,000 kg)
   * at 100.00 per kg. Besides 'never more than what is owed', a fence against an amount typed with extra zeros.
   */
  pago: 10_000_000_00,
  /** Weighings in one delivery. */
  pesadas: 200,
} as const;
