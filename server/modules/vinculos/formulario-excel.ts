import { texto } from '../../excel/columnas';
import type { ColumnaExcel } from '../../excel/libro';

/** A field form's workbook: one row per field, the same rows as its PDF (formulario-descarga.ts). */
export const columnasFormulario: ColumnaExcel<[string, string]>[] = [texto('Campo', 36, (f) => f[0]), texto('Valor', 70, (f) => f[1])];
