import type { ColumnaExcel } from '../../cuentas/cuentas-excel';
import type { Lote } from '@domain/contrato/acopio-lotes';

/** 'yyyy-MM-dd' → a date cell of that day (exceljs writes the UTC day: no time-zone shift); null stays empty. */
const fechaCelda = (v: string | null): Date | null => {
  const m = v ? /^(\d{4})-(\d{2})-(\d{2})/.exec(v) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
};
/** Kilos ×100 → kilos with two decimals in the cell; null stays empty. */
const kg = (v: number | null): number | null => (v === null ? null : v / 100);
const KG = '#,##0.00';

/**
 * The lots table's Excel (issue 23: 'the lots table and its Excel show the reference'): one row per lot with the
 * table's figures, and, for a cooperative with EUDR, the importer's current DDS references of the lot.
 */
export function columnasLotes(conEudr: boolean): ColumnaExcel<Lote>[] {
  const columnas: ColumnaExcel<Lote>[] = [
    { encabezado: 'Lote', ancho: 26, valor: (l) => l.nombre },
    { encabezado: 'Folio', ancho: 14, valor: (l) => l.folio },
    { encabezado: 'Centro de acopio', ancho: 26, valor: (l) => l.centro_acopio },
    { encabezado: 'Estado', ancho: 14, valor: (l) => l.estatus },
    { encabezado: 'Volumen (kg)', ancho: 14, valor: (l) => kg(l.volumen), formato: KG },
    { encabezado: 'Kg entregados', ancho: 14, valor: (l) => kg(l.lote_kgs_entregados), formato: KG },
    { encabezado: 'Kg por entregar', ancho: 14, valor: (l) => kg(l.lote_kgs_por_entregar), formato: KG },
    { encabezado: 'Avance (%)', ancho: 10, valor: (l) => l.progreso, formato: '0' },
    { encabezado: 'Entregas', ancho: 10, valor: (l) => l.entregas, formato: '0' },
    { encabezado: 'Productores', ancho: 12, valor: (l) => l.productores, formato: '0' },
    { encabezado: 'Fecha de entrega/venta', ancho: 16, valor: (l) => fechaCelda(l.fecha_entrega_venta), formato: 'dd/mm/yyyy' },
    { encabezado: 'Observaciones', ancho: 40, valor: (l) => l.observaciones },
  ];
  return conEudr ? [...columnas, { encabezado: 'Referencia DDS', ancho: 34, valor: (l) => l.referencia_dds }] : columnas;
}
