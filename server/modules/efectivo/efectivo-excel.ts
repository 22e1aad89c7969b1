import type { ColumnaExcel } from '../../excel/libro';
import { dinero, entero, fecha, FORMATO, texto } from '../../excel/columnas';
import type { FilaEfectivo } from '@domain/contrato/efectivo';

/** The cash disbursements' Excel ('por Movimiento' as listed, voided ones marked and left out of the totals row). */
export const columnasEfectivo: ColumnaExcel<FilaEfectivo>[] = [
  entero('Id', 8, (f) => f.id, { formato: FORMATO.enteroSinMiles }),
  fecha('Fecha de envío', 14, (f) => f.fecha_envio),
  texto('Centro de acopio', 26, (f) => f.centro_acopio),
  { ...dinero('Cantidad', 16, (f) => f.cantidad), total: { sumando: (f) => (f.anulado ? 0 : f.cantidad), celda: (s) => s / 100 } },
  texto('Motivo', 28, (f) => f.motivo),
  texto('Acopiador', 26, (f) => f.usuario_acopiador),
  texto('Registró', 26, (f) => f.usuario_registro),
  texto('Observaciones', 40, (f) => f.observaciones),
  texto('Anulado', 40, (f) => (f.anulado ? `Anulado: ${f.motivo_anulacion ?? ''}` : '')),
];
