import { PRODUCTO } from '../comun/productos';
import type { OpcionCatalogo } from './catalogos';

/**
 * The delivery units each product arrives in (issue 22 item 24): the spec's catalogue 1–14 (R120) mixes coffee's
 * parchment sacks with honey's drums, so a honey form offered 'Costales Pergaminero'. Honey comes in drums, cans,
 * jerrycans and buckets; coffee and cacao in sacks of every kind, bulk and (cherry, cacao en baba) cans; parchment
 * sacks only for coffee. A product not listed here keeps the whole catalogue (docs/DECISIONES.md).
 */
const POR_PRODUCTO: Record<number, readonly number[]> = {
  [PRODUCTO.cafe]: [1, 2, 4, 5, 6, 7, 8, 9, 10, 13, 14],
  [PRODUCTO.cacao]: [1, 2, 4, 5, 6, 7, 8, 9, 12, 13, 14],
  [PRODUCTO.miel]: [3, 6, 11, 12],
};
const TODAS = Array.from({ length: 14 }, (_, i) => i + 1);

/** The unit ids a product's deliveries may use, in the catalogue's order. @example unidadesDelProducto(3) // [3, 6, 11, 12] */
export const unidadesDelProducto = (producto: number): readonly number[] => POR_PRODUCTO[producto] ?? TODAS;

export const UNIDAD_FUERA_DE_PRODUCTO = 'Esta unidad no corresponde al producto de la cooperativa';

/**
 * The unit chooser's order (issue 22 item 24): the centre's usual units first, most used first, then the rest in
 * the catalogue's order; ids the catalogue does not offer (an old delivery's) are left out.
 * @example ordenUnidades([{id: 2,…}, {id: 9,…}, {id: 10,…}], [9]) // ids [9, 2, 10]
 */
export function ordenUnidades<T extends OpcionCatalogo>(catalogo: readonly T[], usuales: readonly number[]): T[] {
  const primero = usuales.map((id) => catalogo.find((u) => u.id === id)).filter((u): u is T => !!u);
  return [...primero, ...catalogo.filter((u) => !usuales.includes(u.id))];
}
