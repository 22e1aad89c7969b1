import type { Centesimos } from './cantidades';

/** Delivery units (spec 002 §3, R120): ids 1–14; 7 (A granel) is bulk and has no count of containers. */
export const UNIDADES_ENTREGA: Record<number, string> = {
  1: 'Bultos',
  2: 'Costales',
  3: 'Tambores',
  4: 'Sacos',
  5: 'Costalillos',
  6: 'Botes',
  7: 'A granel',
  8: 'Bolsa de plásticos',
  9: 'Costales Yute',
  10: 'Costales Pergaminero',
  11: 'Garrafas',
  12: 'Cubetas',
  13: 'Costalillos de plástico',
  14: 'Yutes',
};
export const UNIDAD_A_GRANEL = 7;

/** One weighing, ×100: the units on the scale and how many containers of each (`bultos`, by unit id). */
export interface Pesada {
  unidades: number[];
  peso_bruto: Centesimos;
  peso_tara: Centesimos;
  peso_descuento: Centesimos;
  bultos: Record<string, number>;
}

/** Net weight = gross − tare − discount (R090): (100.00, 2.50, 1.00) → 96.50. */
export const pesoNeto = (p: Pick<Pesada, 'peso_bruto' | 'peso_tara' | 'peso_descuento'>): Centesimos =>
  p.peso_bruto - p.peso_tara - (p.peso_descuento ?? 0);

export interface TotalesPesadas {
  peso_bruto: Centesimos;
  peso_tara: Centesimos;
  peso_descuento: Centesimos;
  peso_neto: Centesimos;
  /** Containers over every weighing (bulk counts none). */
  no_bultos: number;
}

/** A delivery's weights are the sums over its weighings (R090's gap: 'total net weight' is that sum). */
export function totalesPesadas(pesadas: readonly Pesada[]): TotalesPesadas {
  const t: TotalesPesadas = { peso_bruto: 0, peso_tara: 0, peso_descuento: 0, peso_neto: 0, no_bultos: 0 };
  for (const p of pesadas) {
    t.peso_bruto += p.peso_bruto;
    t.peso_tara += p.peso_tara;
    t.peso_descuento += p.peso_descuento ?? 0;
    t.peso_neto += pesoNeto(p);
    for (const u of p.unidades) if (u !== UNIDAD_A_GRANEL) t.no_bultos += Number(p.bultos[String(u)] ?? 0);
  }
  return t;
}
