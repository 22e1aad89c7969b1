import { dividirRedondeando } from './redondeo';

/**
 * The physical analysis of a parchment sample (spec 002 §3 'Physical analysis'; domain notes
 * shared/domain/coffee-quality.md): from the weighed grams P (pergamino), O (oro after hulling), M (mancha picked out
 * of the oro) and C (cerezo), every derived figure. All weights and results are integers ×100 (grams, percent, factor),
 * each rounded half up once from the stored weights: the server recomputes them and never keeps one the browser sent.
 */
export interface PesosMuestra {
  /** P: parchment sample, g ×100. */
  pergamino: number;
  /** O: green coffee after hulling, g ×100. */
  oro: number;
  /** C: beans still in dried cherry, g ×100. */
  cerezo: number;
  /** M: defective beans picked out of the oro, g ×100. */
  mancha: number;
}

/** The cooperative's yield convention (issue 26): both settings, with the Mexican defaults. */
export interface AjustesRendimiento {
  /** Kilos of the export sack the factor is expressed in: 69 (Mexico) or 70 (Colombian excelso). */
  sacoKg: number;
  /** Mancha as a share of the oro (default) or of the parchment sample. */
  baseMancha: 'oro' | 'pergamino';
}

export const AJUSTES_RENDIMIENTO: AjustesRendimiento = { sacoKg: 69, baseMancha: 'oro' };

/** 1 quintal of green coffee = 46 kg. */
export const KG_POR_QUINTAL = 46;

export interface DerivadosFisicos {
  /** O / P × 100, % ×100. */
  rendimiento: number;
  /** C / P × 100. */
  cerezo: number;
  /** M / O × 100 (or M / P × 100). */
  mancha: number;
  /** E = O − M, g ×100. */
  oroExportableG: number;
  /** E / P × 100. */
  oroExportable: number;
  /** sacoKg × P / E: kg of parchment per export sack, ×100; null when nothing is exportable. */
  factor: number | null;
}

const porciento = (parte: number, todo: number): number => (todo > 0 ? dividirRedondeando(parte * 10_000, todo) : 0);

export function derivadosFisicos(p: PesosMuestra, ajustes: AjustesRendimiento = AJUSTES_RENDIMIENTO): DerivadosFisicos {
  const e = Math.max(0, p.oro - p.mancha);
  return {
    rendimiento: porciento(p.oro, p.pergamino),
    cerezo: porciento(p.cerezo, p.pergamino),
    mancha: porciento(p.mancha, ajustes.baseMancha === 'oro' ? p.oro : p.pergamino),
    oroExportableG: e,
    oroExportable: porciento(e, p.pergamino),
    factor: e > 0 ? dividirRedondeando(ajustes.sacoKg * 100 * p.pergamino, e) : null,
  };
}

export interface Exportables {
  /** kg ×100 of green coffee the parchment stands for. */
  kg: number;
  /** quintales ×100 (kg / 46). */
  quintales: number;
  /** export sacks ×100 (kg / sacoKg). */
  sacos: number;
}

/**
 * What a delivery or lot of `netoKg` (×100) of parchment yields in exportable green coffee at the sample's E / P:
 * the figure a cooperative prices a container with.
 */
export function kilosExportables(netoKg: number, p: Pick<PesosMuestra, 'pergamino' | 'oro' | 'mancha'>, sacoKg = 69): Exportables {
  const e = Math.max(0, p.oro - p.mancha);
  const kg = p.pergamino > 0 ? dividirRedondeando(netoKg * e, p.pergamino) : 0;
  return { kg, quintales: dividirRedondeando(kg, KG_POR_QUINTAL), sacos: dividirRedondeando(kg, sacoKg) };
}
