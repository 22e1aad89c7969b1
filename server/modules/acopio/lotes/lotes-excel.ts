import type { ColumnaExcel } from '../../../excel/libro';
import { entero, fecha, FORMATO, peso, porcentaje, texto } from '../../../excel/columnas';
import type { Lote } from '@domain/contrato/acopio-lotes';

/**
 * The lots table's Excel (issue 23: 'the lots table and its Excel show the reference'): one row per lot with the
 * table's figures, and, for a cooperative with EUDR, the importer's current DDS references of the lot.
 */
export function columnasLotes(conEudr: boolean, conCalidad = false): ColumnaExcel<Lote>[] {
  const columnas: ColumnaExcel<Lote>[] = [
    texto('Lote', 26, (l) => l.nombre),
    texto('Folio', 14, (l) => l.folio),
    texto('Centro de acopio', 26, (l) => l.centro_acopio),
    texto('Estado', 14, (l) => l.estatus),
    peso('Volumen (kg)', 14, (l) => l.volumen),
    peso('Kg entregados', 14, (l) => l.lote_kgs_entregados),
    peso('Kg por entregar', 14, (l) => l.lote_kgs_por_entregar),
    entero('Avance (%)', 10, (l) => l.progreso, { formato: FORMATO.enteroSinMiles }),
    entero('Entregas', 10, (l) => l.entregas, { formato: FORMATO.enteroSinMiles }),
    entero('Productores', 12, (l) => l.productores, { formato: FORMATO.enteroSinMiles }),
    fecha('Fecha de entrega/venta', 16, (l) => l.fecha_entrega_venta),
    texto('Observaciones', 40, (l) => l.observaciones),
  ];
  const eudr = conEudr ? [texto<Lote>('Referencia DDS', 34, (l) => l.referencia_dds)] : [];
  // issue 26 'The result travels': the lot's latest quality analysis, when some lot of the cycle was analysed
  const calidad: ColumnaExcel<Lote>[] = conCalidad
    ? [
        texto('Análisis de calidad', 14, (l) => l.calidad?.folio ?? null),
        porcentaje('Rendimiento (%)', 12, (l) => l.calidad?.rendimiento ?? null),
        peso('Kg exportables', 14, (l) => l.calidad?.kg_exportables ?? null),
        porcentaje('Puntaje en taza', 12, (l) => l.calidad?.puntaje_taza ?? null),
        texto('Clasificación de taza', 22, (l) => l.calidad?.nombre_banda ?? null),
      ]
    : [];
  return [...columnas, ...eudr, ...calidad];
}
