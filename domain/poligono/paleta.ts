/**
 * The 20 colours of neighbouring plots in the sketch editor (001 §2.8, R071). The spec gives the count, not the
 * values: these are the well-known 'category20' set (ten hues, each dark and light), told apart on satellite imagery.
 */
export const PALETA_VECINOS = [
  '#1f77b4',
  '#aec7e8',
  '#ff7f0e',
  '#ffbb78',
  '#2ca02c',
  '#98df8a',
  '#d62728',
  '#ff9896',
  '#9467bd',
  '#c5b0d5',
  '#8c564b',
  '#c49c94',
  '#e377c2',
  '#f7b6d2',
  '#7f7f7f',
  '#c7c7c7',
  '#bcbd22',
  '#dbdb8d',
  '#17becf',
  '#9edae5',
] as const;

/** Colour of the i-th neighbour; past 20 the palette starts again (R071 does not say; decision in docs/DECISIONES.md). */
export function colorVecino(indice: number): string {
  const n = PALETA_VECINOS.length;
  return PALETA_VECINOS[((Math.trunc(indice) % n) + n) % n];
}
