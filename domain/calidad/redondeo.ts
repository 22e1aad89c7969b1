/**
 * a / b rounded half up, for non-negative integers (weights ×100 and their ratios): the quality figures are exact
 * fractions of the stored weights, so they are computed on integers and rounded once, never through a float sum.
 */
export function dividirRedondeando(a: number, b: number): number {
  if (b <= 0) throw new RangeError('divisor no positivo');
  const q = Math.floor(a / b);
  return 2 * (a - q * b) >= b ? q + 1 : q;
}
