import { textoMonto } from '@domain/acopio/cantidades';
import { FALTANTE } from '@domain/comun/formato';

/** A figure ×100 as the quality screens show it (two decimals, en-US grouping, spec 002 §9); null → '--'. */
export const cien = (v: number | null | undefined, unidad = ''): string =>
  v === null || v === undefined ? FALTANTE : `${textoMonto(v)}${unidad ? ` ${unidad}` : ''}`;
