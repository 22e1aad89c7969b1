import type { ColumnaExcel, ValorCelda } from '../../../excel/libro';
import { centesimos, diaCelda, FORMATO } from '../../../excel/columnas';
import {
  columnasPadronCompleto,
  COOP_CACAO_MANI_CARDAMOMO,
  COOP_PIMIENTA,
  etiquetaCategoria,
  type ColumnaPadron,
  type ContextoPadron,
} from '@domain/padron/columnas-completo';
import type { FilaPadronCompleto } from '@domain/contrato/padron-completo';

/** The register's column kinds (domain/padron/columnas-completo.ts, shared with the grid) as the workbook's formats. */
const FORMATOS: Record<ColumnaPadron['formato'], string | undefined> = {
  texto: undefined,
  fecha: FORMATO.fecha,
  ha: FORMATO.decimal,
  kg: FORMATO.peso,
  entero: FORMATO.entero,
};

function aExcel(col: ColumnaPadron, idProducto: number): ColumnaExcel<FilaPadronCompleto> {
  // The grid's own column list drives the file, so a column's kind is read here rather than picked per column.
  const valor = (f: FilaPadronCompleto): ValorCelda => {
    const v = f[col.campo];
    if (col.campo === 'cuenta_categoria') return etiquetaCategoria(f.id_cuenta_categoria, f.cuenta_categoria, idProducto);
    if (col.campo === 'categoria_anterior') return etiquetaCategoria(f.id_categoria_anterior, f.categoria_anterior, idProducto);
    if (v === null || v === undefined) return null;
    if (col.formato === 'fecha') return typeof v === 'string' ? diaCelda(v) : null;
    // Weights travel as kg ×100; the sheet shows kilograms with 2 decimals.
    if (col.formato === 'kg') return centesimos(Number(v));
    return typeof v === 'number' || typeof v === 'string' ? v : String(v);
  };
  return { encabezado: col.encabezado, ancho: col.ancho, valor, ...(FORMATOS[col.formato] ? { formato: FORMATOS[col.formato] } : {}) };
}

/** The register's workbook: the same columns the grid shows to the cooperative (001 §2.9). */
export function columnasExcelPadron(ctx: ContextoPadron): ColumnaExcel<FilaPadronCompleto>[] {
  return columnasPadronCompleto(ctx).map((c) => aExcel(c, ctx.idProducto));
}

/**
 * The alternate template of cooperatives 36 and 56 (001 §2.9; R081 says only that it differs): every other-crop
 * column (cacao, peanut, cardamom, black pepper and the active crops) whichever of the two downloads it, so
 * both associations file the same sheet. Decided in docs/DECISIONES.md.
 */
export function columnasExcelApodip(ctx: ContextoPadron): ColumnaExcel<FilaPadronCompleto>[] {
  const base = columnasPadronCompleto(ctx).filter(
    (c) =>
      !['cultivos_activos', 'sum_actual_cacao', 'sum_actual_mani', 'sum_actual_cardamomo', 'sum_actual_pimientanegra'].includes(c.campo),
  );
  const cultivos = [
    ...columnasPadronCompleto({ ...ctx, idCooperativa: COOP_CACAO_MANI_CARDAMOMO }),
    ...columnasPadronCompleto({ ...ctx, idCooperativa: COOP_PIMIENTA }),
  ].filter((c, i, todas) =>
    c.campo.startsWith('sum_actual_') || c.campo === 'cultivos_activos' ? todas.findIndex((x) => x.campo === c.campo) === i : false,
  );
  return [...base, ...cultivos].map((c) => aExcel(c, ctx.idProducto));
}
